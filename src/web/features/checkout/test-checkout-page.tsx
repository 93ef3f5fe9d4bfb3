import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { FlaskConical } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "wouter";
import { type TestPaymentRequest, testPaymentRequestSchema } from "@/shared/api/checkout-contract";
import { formatCents } from "@/shared/money";
import { BusinessPageLayout } from "@/web/components/business/business-page-layout";
import { OrderSummaryCard } from "@/web/components/checkout/order-summary-card";
import { Button, buttonClasses } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Form } from "@/web/components/ui/form";
import { CUSTOMER_FIELDS, TextField } from "@/web/components/ui/text-field";
import { toast } from "@/web/components/ui/toast-store";
import { useDocumentTitle } from "@/web/hooks/use-document-title";
import { ApiError } from "@/web/lib/api-error";
import { orderSummaryQueryKey, useOrderSummary } from "./api/get-order-summary";
import { payTestOrder } from "./api/pay-test-order";
import { OrderLoadState } from "./components/order-load-state";
import { useCheckoutParams } from "./use-checkout-params";

const FIELDS = [CUSTOMER_FIELDS.customerName, CUSTOMER_FIELDS.phone] as const;

/** Test mode's stand-in for Stripe Checkout: pays through the same fulfilment as a webhook. */
export default function TestCheckoutPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const { orderId, successPath, cancelPath } = useCheckoutParams();
  const order = useOrderSummary(orderId);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [paying, setPaying] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TestPaymentRequest>({
    resolver: zodResolver(testPaymentRequestSchema),
    defaultValues: { customerName: "", phone: "" },
    mode: "onTouched",
  });

  async function pay(values: TestPaymentRequest) {
    setPaying(true);
    try {
      const paid = await payTestOrder(orderId, values);
      queryClient.setQueryData(orderSummaryQueryKey(orderId), paid);
      navigate(successPath);
    } catch (error) {
      setPaying(false);
      const issues = error instanceof ApiError ? error.issues : [];
      for (const issue of issues) {
        if (issue.path === "customerName" || issue.path === "phone") {
          setError(issue.path, { message: issue.message });
        }
      }
      if (issues.length === 0) {
        toast({
          title: "Payment Error",
          description: error instanceof Error ? error.message : "Unable to complete the payment.",
          variant: "destructive",
        });
      }
    }
  }

  return (
    <BusinessPageLayout>
      <p
        role="note"
        className="flex items-center gap-2 rounded-md border border-warning-soft-foreground/30 bg-warning-soft px-4 py-3 font-semibold text-warning-soft-foreground"
      >
        <FlaskConical aria-hidden className="size-5 shrink-0" />
        Test mode: no card is charged
      </p>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight">Test checkout</h1>
      <p className="mt-2 text-muted-foreground">
        This server has no payment provider configured. Paying here completes the order exactly as a
        card payment would, without charging anything.
      </p>
      <div className="mt-6 grid gap-6">
        {!orderId || order.error ? (
          <OrderLoadState error={orderId ? order.error : new ApiError(404, "Order not found")} />
        ) : order.data?.paymentStatus === "paid" ? (
          <Card>
            <h2 className="text-lg font-semibold">This order is already paid</h2>
            <Link href={successPath} className={buttonClasses({ className: "mt-4" })}>
              See your order
            </Link>
          </Card>
        ) : (
          <>
            {order.data ? <OrderSummaryCard order={order.data} /> : <OrderLoadState />}
            {/* Shown before the order arrives, and never reset by it: typing is not lost. */}
            <Card>
              <h2 className="text-lg font-semibold">Your details</h2>
              {order.data && (
                <p className="mt-1 text-sm text-muted-foreground">Receipt to {order.data.email}</p>
              )}
              <Form noValidate onSubmit={handleSubmit(pay)} className="mt-4 grid gap-4">
                {FIELDS.map(({ name, ...field }) => (
                  <TextField
                    key={name}
                    id={`test-checkout-${name}`}
                    {...field}
                    error={errors[name]?.message}
                    {...register(name)}
                  />
                ))}
                <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                  <Link href={cancelPath} className={buttonClasses({ variant: "secondary" })}>
                    Cancel
                  </Link>
                  <Button type="submit" loading={paying} disabled={!order.data}>
                    {order.data ? `Pay ${formatCents(order.data.amount_due_now_cents)}` : "Pay"}
                  </Button>
                </div>
              </Form>
            </Card>
          </>
        )}
      </div>
    </BusinessPageLayout>
  );
}
