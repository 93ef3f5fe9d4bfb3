import { toast } from "@/web/components/ui/toast-store";

/**
 * Puts text on the clipboard and says so, or says why not (docs/product/dashboard.md#errors);
 * answers whether it did.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied to clipboard" });
    return true;
  } catch {
    toast({
      title: "Error",
      description: "Could not copy to the clipboard. Please allow clipboard access and try again.",
      variant: "destructive",
    });
    return false;
  }
}
