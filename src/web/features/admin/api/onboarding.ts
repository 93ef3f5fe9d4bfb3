import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { onboardingResponseSchema } from "@/shared/api/account-contract";
import { BUSINESS_STATUSES } from "@/shared/api/admin-contract";
import { toast } from "@/web/components/ui/toast-store";
import { adminFetch, adminRequest } from "@/web/lib/api/admin-request";

const onboardingKey = ["admin", "onboarding"];

/** The steps from sign-up to live (docs/product/settings.md#onboarding-checklist). */
export function useOnboarding(enabled: boolean) {
  return useQuery({
    queryKey: onboardingKey,
    queryFn: ({ signal }) =>
      adminRequest("/api/admin/onboarding", { signal, schema: onboardingResponseSchema }),
    enabled,
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => adminFetch("/api/admin/verify-email/resend", { method: "POST" }),
    onSuccess: () => toast({ title: "Email sent", description: "Check your inbox for the link" }),
    onError: (error) =>
      toast({
        title: "Could not send the email",
        description: error.message,
        variant: "destructive",
      }),
  });
}

export function useGoLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      adminRequest("/api/admin/business/go-live", {
        method: "POST",
        schema: z.object({ status: z.enum(BUSINESS_STATUSES) }),
      }),
    onSuccess: () => {
      toast({ title: "You are live", description: "Your quote page now takes real payments" });
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
    },
  });
}
