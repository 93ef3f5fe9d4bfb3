import { describe, expect, it } from "vitest";
import { describeContactOutcome } from "../contact-messages";
import { submitContact } from "./submit-contact";

const request = {
  name: "Dana",
  email: "dana@example.com",
  company: "Whitfield HVAC",
  message: "Hello",
};

function answer(status: number, body: string): typeof fetch {
  return async () => new Response(body, { status });
}

describe("submitContact and its messages", () => {
  it("reports a saved lead with the success texts", async () => {
    const outcome = await submitContact(request, answer(201, '{"leadSaved":true}'));
    expect(outcome).toEqual({ kind: "sent", leadSaved: true });
    expect(describeContactOutcome(outcome)).toEqual({
      title: "Message sent successfully!",
      description:
        "Your message was sent and saved to our system. We'll get back to you within 24 hours.",
      duration: 5000,
    });
    const unsaved = await submitContact(request, answer(201, '{"leadSaved":false}'));
    expect(describeContactOutcome(unsaved).description).toBe(
      "Your message was sent successfully. We'll get back to you within 24 hours.",
    );
  });

  it("reports a request that never got an answer as a network error", async () => {
    const outcome = await submitContact(request, async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(describeContactOutcome(outcome)).toEqual({
      variant: "destructive",
      title: "Error sending message",
      description: "Network error. Please check your connection and try again.",
      duration: 8000,
    });
  });

  it("reports a non-JSON answer as the form being unavailable, with a direct email", async () => {
    const outcome = await submitContact(request, answer(502, "<html>Bad gateway</html>"));
    expect(outcome).toEqual({ kind: "unavailable" });
    expect(describeContactOutcome(outcome).description).toMatch(
      /^The contact form is temporarily unavailable\. Please email us directly at \S+@\S+\.$/,
    );
  });

  it("uses the server's message, else 'Failed to send message', and asks to try again", async () => {
    const limited = await submitContact(
      request,
      answer(429, '{"message":"Too many requests: please wait 30 seconds and try again"}'),
    );
    expect(describeContactOutcome(limited).description).toBe(
      "Too many requests: please wait 30 seconds and try again. Please try again or contact us directly.",
    );
    const bare = await submitContact(request, answer(500, "{}"));
    expect(describeContactOutcome(bare).description).toBe(
      "Failed to send message. Please try again or contact us directly.",
    );
  });

  it("keeps the server's field issues", async () => {
    const outcome = await submitContact(
      request,
      answer(
        400,
        JSON.stringify({
          message: "Invalid request: phone: Please enter a valid phone number",
          issues: [{ path: "phone", message: "Please enter a valid phone number" }],
        }),
      ),
    );
    expect(outcome).toMatchObject({
      kind: "failed",
      issues: [{ path: "phone", message: "Please enter a valid phone number" }],
    });
  });
});
