import { useMutation } from "@tanstack/react-query";
import { toast } from "@/web/components/ui/toast-store";
import { adminFetch } from "@/web/lib/api/admin-request";

/** POST /api/admin/verify-email/resend: a new verification link to the owner's inbox. */
export async function resendVerification(): Promise<void> {
  await adminFetch("/api/admin/verify-email/resend", { method: "POST" });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: () => toast({ title: "Email sent", description: "Check your inbox for the link" }),
    onError: (error) =>
      toast({
        title: "Could not send the email",
        description: error.message,
        variant: "destructive",
      }),
  });
}
