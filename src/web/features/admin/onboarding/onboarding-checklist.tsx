import { CheckCircle2, Circle, ExternalLink } from "lucide-react";
import { Link } from "wouter";
import type { OnboardingResponse, OnboardingStep } from "@/shared/api/account-contract";
import type { AdminPingResponse } from "@/shared/api/admin-contract";
import { scopeOfSlug } from "@/shared/business-scope";
import { adminSettingsPath, ROUTES, type SettingsSection } from "@/shared/routes";
import { Button } from "@/web/components/ui/button";
import { useOnboarding } from "../api/get-onboarding";
import { useGoLive } from "../api/go-live";
import { useResendVerification } from "../api/resend-verification";

type StepText = { title: string; hint: string; section?: SettingsSection };
type ServerAbilities = OnboardingResponse["server"];

const STEPS: Record<Exclude<OnboardingStep, "go_live">, StepText> = {
  verify_email: {
    title: "Verify your email",
    hint: "Open the link we emailed you when you signed up.",
  },
  profile: {
    title: "Business profile",
    hint: "Add your phone number. Your website, logo and colour are welcome but optional.",
    section: "profile",
  },
  areas: {
    title: "Service areas",
    hint: "Draw where you work, or list your ZIP codes. The areas you start with are examples.",
    section: "areas",
  },
  prices: {
    title: "Prices",
    hint: "Set your price for each area and option, and your add-ons.",
    section: "offering",
  },
  payments: {
    title: "Payments",
    hint: "Connect your Stripe account, where your customers' payments go. Until then your pages stay in test mode.",
    section: "payments",
  },
  website: {
    title: "Put it on your website",
    hint: "Copy the widget's snippet onto your site, or share your quote page's link and QR code.",
    section: "website",
  },
};

/**
 * What this server cannot do yet is its operator's to fix, not the owner's: the step says so and
 * who can, rather than leaving the owner at a dead end.
 */
function hintOf(step: keyof typeof STEPS, server: ServerAbilities): string {
  if (step === "verify_email" && !server.sendsEmail) {
    return "This server does not send email yet: whoever runs it finds your link in its output, or sets up email (README, section Email).";
  }
  if (step === "payments" && !server.cardPayments) {
    return "This server cannot take card payments yet: whoever runs it sets its Stripe keys (README, section Payments). Until then your pages stay in test mode.";
  }
  return STEPS[step].hint;
}

/** The owner's way from sign-up to live, shown while the business is in setup. */
export function OnboardingChecklist({ session }: { session: AdminPingResponse }) {
  const inSetup = session.business.status === "setup" && session.admin.role === "owner";
  const onboarding = useOnboarding(inSetup);
  const resend = useResendVerification();
  const goLive = useGoLive();
  if (!inSetup || !onboarding.data) return null;
  const { steps, goLiveBlockers, server } = onboarding.data;
  const open = steps.filter((step) => step.step !== "go_live" && !step.done).length;
  const quotePage = `${scopeOfSlug(session.business.slug).pageBase}${ROUTES.quote}`;

  return (
    <section
      aria-labelledby="onboarding-title"
      className="rounded-lg border border-border bg-card p-4 shadow-xs sm:p-6"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="onboarding-title" className="text-lg font-semibold tracking-tight">
            Get ready to take quotes
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {open === 0
              ? "Everything is ready."
              : `${open} step${open === 1 ? "" : "s"} to go. Your pages work now, in test mode: no card is charged.`}
          </p>
        </div>
        <a
          href={quotePage}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline underline-offset-2"
        >
          Open your quote page
          <ExternalLink aria-hidden className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
      <ol className="mt-4 grid gap-2">
        {steps
          .filter((step) => step.step !== "go_live")
          .map(({ step, done }) => {
            const key = step as keyof typeof STEPS;
            const text = STEPS[key];
            // Its button is wider than a link: on a phone it goes under the hint, not beside it.
            const resends = !done && step === "verify_email";
            return (
              <li
                key={step}
                className={`flex items-start gap-3 rounded-md border border-border px-3 py-2.5 ${resends ? "flex-wrap sm:flex-nowrap" : ""}`}
              >
                {done ? (
                  <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
                ) : (
                  <Circle aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
                )}
                <div className={`flex-1 ${resends ? "min-w-48 sm:min-w-0" : "min-w-0"}`}>
                  <p className="font-medium">
                    {text.title}
                    <span className="sr-only">{done ? " (done)" : " (to do)"}</span>
                  </p>
                  {!done && <p className="text-sm text-muted-foreground">{hintOf(key, server)}</p>}
                </div>
                {!done && text.section && (
                  <Link
                    href={adminSettingsPath(text.section)}
                    className="shrink-0 self-center text-sm font-medium text-primary underline underline-offset-2"
                  >
                    Open<span className="sr-only"> {text.title}</span>
                  </Link>
                )}
                {resends && (
                  <Button
                    variant="secondary"
                    size="sm"
                    className="ml-8 shrink-0 sm:ml-0 sm:self-center"
                    loading={resend.isPending}
                    onClick={() => resend.mutate()}
                  >
                    Resend the email
                  </Button>
                )}
              </li>
            );
          })}
      </ol>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button
          disabled={goLiveBlockers.length > 0}
          loading={goLive.isPending}
          onClick={() => goLive.mutate()}
        >
          Go live
        </Button>
        <p className="text-sm text-muted-foreground" role={goLive.error ? "alert" : undefined}>
          {goLive.error?.message ??
            (goLiveBlockers.length > 0
              ? `Before going live: ${goLiveBlockers.join("; ")}.`
              : "Going live makes your quote page take real card payments.")}
        </p>
      </div>
    </section>
  );
}
