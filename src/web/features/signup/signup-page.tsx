import { useMutation } from "@tanstack/react-query";
import { Check, Rocket } from "lucide-react";
import { useEffect } from "react";
import { type Resolver, useForm, useWatch } from "react-hook-form";
import type { SignupForm } from "@/shared/api/account-contract";
import { ROUTES } from "@/shared/routes";
import { tradeNamesItsService } from "@/shared/trades";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { FieldError } from "@/web/components/ui/field-error";
import { Form } from "@/web/components/ui/form";
import { Logo } from "@/web/components/ui/logo";
import { TextField } from "@/web/components/ui/text-field";
import { ApiError } from "@/web/lib/api-error";
import { useEnterDashboard } from "@/web/lib/session/use-enter-dashboard";
import { usePageMeta } from "@/web/seo/use-page-meta";
import { signUp } from "./api/sign-up";
import { TradePicker } from "./components/trade-picker";

/** The form's rules (the server's schema), loaded when the form is first submitted. */
const signupResolver: Resolver<SignupForm> = async (values, context, options) => {
  const validation = await import("./signup-validation");
  return validation.signupResolver(values, context, options);
};
type Field = keyof SignupForm;
/** The fields in the order the form shows them. */
const FIELD_NAMES: readonly Field[] = [
  "businessName",
  "trade",
  "serviceName",
  "location",
  "ownerName",
  "email",
  "password",
];

const PROMISES = [
  "Your quote page is ready in a minute, with your trade's prices to start from",
  "Free to start, no monthly fee: 4.9% + $0.30 per completed transaction",
  "Test everything before a single customer sees it",
];

const fieldId = (field: Field) => `signup-${field}`;

const DESCRIPTION =
  "Create your Quotewise account: an instant quote page with your prices, card payments and a dashboard for every order and lead. Free to start.";

/**
 * /signup: a business signs up and lands in its dashboard (docs/product/settings.md#sign-up).
 * Prerendered like the marketing pages (src/shared/site-pages.ts).
 */
export default function SignupPage({ title }: { title: string }) {
  usePageMeta({ title, description: DESCRIPTION, canonicalPath: ROUTES.signup });
  const enterDashboard = useEnterDashboard();
  const form = useForm<SignupForm>({
    resolver: signupResolver,
    // The first wrong field as the form shows it, not as registered: the service's name (for
    // Other) is registered last, when it appears, yet stands right under the trade.
    shouldFocusError: false,
    defaultValues: {
      businessName: "",
      trade: "",
      location: "",
      ownerName: "",
      email: "",
      password: "",
    },
  });
  const signup = useMutation({
    mutationFn: signUp,
    onSuccess: enterDashboard,
  });
  const { errors } = form.formState;
  const namesItsService = tradeNamesItsService(useWatch({ control: form.control, name: "trade" }));

  // The server's field messages (an inbox that already has an account) go where the field is.
  useEffect(() => {
    const error = signup.error;
    if (!(error instanceof ApiError)) return;
    const fields = error.issues.filter((issue): issue is { path: Field; message: string } =>
      FIELD_NAMES.includes(issue.path as Field),
    );
    for (const issue of fields) form.setError(issue.path, { message: issue.message });
    if (fields[0]) form.setFocus(fields[0].path);
  }, [signup.error, form]);
  const fieldMessages = signup.error instanceof ApiError && signup.error.issues.length > 0;

  return (
    <div className="min-h-dvh bg-gradient-to-b from-card to-background">
      <header className="mx-auto flex h-16 max-w-page items-center px-4 sm:px-6">
        <Logo />
      </header>
      <main className="mx-auto grid max-w-page gap-10 px-4 pt-6 pb-16 sm:px-6 lg:grid-cols-[1fr_28rem] lg:items-start lg:pt-14">
        <div className="max-w-xl">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Start taking instant quotes today
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Tell us your business, your trade and where you work. You get a quote page with prices
            you set, card payments, and a dashboard for every order and lead.
          </p>
          <ul className="mt-6 grid gap-3">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-start gap-3">
                <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
                <span>{promise}</span>
              </li>
            ))}
          </ul>
        </div>
        <Card>
          <div className="mb-6 flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
              <Rocket aria-hidden className="size-5" />
            </span>
            <h2 className="text-xl font-semibold tracking-tight">Create your account</h2>
          </div>
          {signup.error && !fieldMessages && (
            <p
              role="alert"
              className="mb-4 rounded-md border border-danger bg-danger-soft px-3 py-2 text-sm text-danger-soft-foreground"
            >
              {signup.error.message}
            </p>
          )}
          <Form
            noValidate
            onSubmit={form.handleSubmit(
              (values) => signup.mutate(values),
              (invalid) => {
                const first = FIELD_NAMES.find((field) => invalid[field]);
                if (first) form.setFocus(first);
              },
            )}
            className="grid gap-4"
          >
            <TextField
              id={fieldId("businessName")}
              label="Business name"
              autoComplete="organization"
              error={errors.businessName?.message}
              {...form.register("businessName")}
            />
            <div>
              <TradePicker
                id={fieldId("trade")}
                registration={form.register("trade")}
                error={errors.trade?.message}
              />
              <FieldError fieldId={fieldId("trade")} message={errors.trade?.message} />
            </div>
            {/* A blank start (Other): its one service is named here; gone with another trade. */}
            {namesItsService && (
              <TextField
                id={fieldId("serviceName")}
                label="The service you sell"
                placeholder="Chimney sweeping"
                autoComplete="off"
                error={errors.serviceName?.message}
                {...form.register("serviceName", { shouldUnregister: true })}
              />
            )}
            <TextField
              id={fieldId("location")}
              label="Where you work (ZIP code or town)"
              placeholder="80202 or Denver, CO"
              autoComplete="off"
              error={errors.location?.message}
              {...form.register("location")}
            />
            <TextField
              id={fieldId("ownerName")}
              label="Your name"
              autoComplete="name"
              error={errors.ownerName?.message}
              {...form.register("ownerName")}
            />
            <TextField
              id={fieldId("email")}
              label="Your email"
              type="email"
              inputMode="email"
              autoComplete="email"
              error={errors.email?.message}
              {...form.register("email")}
            />
            <TextField
              id={fieldId("password")}
              label="Password (at least 12 characters)"
              type="password"
              autoComplete="new-password"
              error={errors.password?.message}
              {...form.register("password")}
            />
            <Button type="submit" loading={signup.isPending} className="mt-2 w-full">
              {signup.isPending ? "Creating your business..." : "Start free"}
            </Button>
            <p className="text-sm text-muted-foreground">
              By signing up you accept our{" "}
              <a href={ROUTES.termsOfService} className="underline underline-offset-2">
                Terms of Service
              </a>{" "}
              and{" "}
              <a href={ROUTES.privacyPolicy} className="underline underline-offset-2">
                Privacy Policy
              </a>
              . Already have an account?{" "}
              <a href={ROUTES.admin} className="underline underline-offset-2">
                Sign in
              </a>
              .
            </p>
          </Form>
        </Card>
      </main>
    </div>
  );
}
