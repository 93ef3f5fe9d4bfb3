import { describe, expect, it } from "vitest";
import { isDisposableEmail, mailboxOf } from "./email-identity";

describe("mailboxOf", () => {
  it("is the same mailbox for case, +tags and Gmail's dots", () => {
    for (const alias of [
      "Owner@Example.com",
      " owner+spring@example.com ",
      "owner+a+b@example.com",
    ]) {
      expect(mailboxOf(alias), alias).toBe("owner@example.com");
    }
    for (const alias of ["o.w.n.e.r@gmail.com", "owner+2@googlemail.com", "O.wner@Gmail.com"]) {
      expect(mailboxOf(alias), alias).toBe("owner@gmail.com");
    }
  });

  it("keeps dots where the provider does not ignore them, and different mailboxes apart", () => {
    expect(mailboxOf("o.wner@example.com")).toBe("o.wner@example.com");
    expect(mailboxOf("owner@example.com")).not.toBe(mailboxOf("owner@example.org"));
    expect(mailboxOf("owner2@gmail.com")).not.toBe(mailboxOf("owner@gmail.com"));
  });
});

describe("isDisposableEmail", () => {
  it("refuses throwaway inboxes and accepts ordinary ones", () => {
    expect(isDisposableEmail("someone@mailinator.com")).toBe(true);
    expect(isDisposableEmail("someone@yopmail.com")).toBe(true);
    expect(isDisposableEmail("owner@gmail.com")).toBe(false);
    expect(isDisposableEmail("office@greenlawns.com")).toBe(false);
  });
});
