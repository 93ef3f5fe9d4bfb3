import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminUser } from "@/server/admin/admin-accounts";
import { adminUsers, businesses } from "@/server/db/schema";
import type { SignupResponse } from "@/shared/api/account-contract";
import { bearer } from "../helpers/admin";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const ROUNDS = 6;

/**
 * A business always has exactly one owner (docs/product/settings.md#team): team changes sent at
 * once, by the owner's two tabs or two devices, are applied one after the other, each checking
 * again that its sender still owns the business.
 */
describe.each(testDatabases)("team changes sent at once (%s)", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      NOW: "2025-10-01T12:00:00Z",
      SIGNUP_LIMIT_PER_HOUR: "0",
    });
  });
  afterAll(() => server?.close());

  /** A signed-up business, its owner's token and two staff members' ids. */
  const businessWithTwoStaff = async (name: string) => {
    const response = await server.request("/api/signup", {
      method: "POST",
      json: {
        businessName: name,
        ownerName: "Olive Owner",
        trade: "lawn-mowing",
        email: `owner@${name.toLowerCase().replaceAll(" ", "-")}.com`,
        password: "lawns and more lawns",
      },
    });
    expect(response.status).toBe(201);
    const signedUp = (await response.json()) as SignupResponse;
    const [business] = await server.database.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.slug, signedUp.business.slug));
    const staff = await Promise.all(
      ["first", "second"].map((who) =>
        createAdminUser(server.database.db, {
          businessId: business!.id,
          email: `${who}@${signedUp.business.slug}.com`,
          role: "staff",
          passwordHash: "!unused",
          now: new Date("2025-10-01T12:00:00Z"),
        }),
      ),
    );
    return { businessId: business!.id, owner: bearer(signedUp.token), staff };
  };

  const ownersOf = (businessId: string) =>
    server.database.db
      .select({ email: adminUsers.email })
      .from(adminUsers)
      .where(
        and(
          eq(adminUsers.businessId, businessId),
          eq(adminUsers.role, "owner"),
          isNull(adminUsers.removedAt),
        ),
      );

  const transfer = (owner: { authorization: string }, memberId: string) =>
    server.request(`/api/admin/team/members/${memberId}/ownership`, {
      method: "POST",
      headers: owner,
    });
  const remove = (owner: { authorization: string }, memberId: string) =>
    server.request(`/api/admin/team/members/${memberId}`, { method: "DELETE", headers: owner });

  it("two transfers sent at once leave one owner: the second is refused", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { businessId, owner, staff } = await businessWithTwoStaff(`Twin Transfer ${round}`);
      const answers = await Promise.all(staff.map((member) => transfer(owner, member.id)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([204, 403]);
      expect(await ownersOf(businessId)).toHaveLength(1);
    }
  });

  it("a transfer racing the removal of the same member leaves one usable owner", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { businessId, owner, staff } = await businessWithTwoStaff(
        `Transfer Or Remove ${round}`,
      );
      const heir = staff[0]!;
      const [transferred, removed] = await Promise.all([
        transfer(owner, heir.id),
        remove(owner, heir.id),
      ]);
      // Whichever came first wins; the other finds the team changed (403 or 404).
      expect([transferred.status, removed.status].filter((status) => status === 204)).toHaveLength(
        1,
      );
      const owners = await ownersOf(businessId);
      expect(owners).toHaveLength(1);
      expect(owners[0]!.email).not.toMatch(/^removed-/);
    }
  });
});
