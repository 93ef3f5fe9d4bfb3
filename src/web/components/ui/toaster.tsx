import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { cn } from "@/web/components/ui/cn";
import { dismissToast, TOAST_DURATION_MS, useToast } from "@/web/components/ui/toast-store";

const variants = {
  default: "border-border bg-card text-foreground",
  destructive: "border-danger bg-danger text-danger-foreground",
};

/** Renders the toasts of toast-store; mount once. F8 focuses the toast region. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
    >
      {toasts.map(({ id, title, description, variant = "default", duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          duration={duration}
          type={variant === "destructive" ? "foreground" : "background"}
          className={cn(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg",
            "data-[state=open]:motion-safe:animate-toast-in data-[state=closed]:motion-safe:animate-toast-out",
            "data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-swipe-out",
            variants[variant],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:outline-current"
          >
            <X aria-hidden className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-50 flex w-full flex-col gap-2 p-4 pointer-events-none sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
