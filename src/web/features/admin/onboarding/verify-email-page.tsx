import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { ROUTES } from "@/shared/routes";
import { AdminAuthCard } from "@/web/components/dashboard/admin-auth-card";
import { buttonClasses } from "@/web/components/ui/button";
import { linkTokenFromHash } from "@/web/lib/link-token";
import { verifyEmail } from "../api/verify-email";

/** /admin/verify-email#token=...: the link in the verification email. */
export function VerifyEmailPage() {
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
  const { mutate } = verify;
  // The link works once: a second run of the effect (React's development check) must not use it.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(linkTokenFromHash(window.location.hash));
  }, [mutate]);

  return (
    <AdminAuthCard icon={<MailCheck aria-hidden className="size-5" />} title="Verify your email">
      <div role="status" className="grid gap-4 text-sm">
        {verify.isPending || verify.isIdle ? (
          <p>Checking your link...</p>
        ) : verify.isSuccess ? (
          <p>
            <strong>{verify.data.email}</strong> is verified for {verify.data.businessName}.
          </p>
        ) : (
          <p className="font-medium">{verify.error.message}</p>
        )}
        <a href={ROUTES.admin} className={buttonClasses({ className: "w-full" })}>
          Go to your dashboard
        </a>
      </div>
    </AdminAuthCard>
  );
}
