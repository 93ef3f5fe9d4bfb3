import type { z } from "zod";
import type { contactRequestSchema } from "@/shared/api/contact-contract";
import type { Db } from "../db/database";
import { contactLeads } from "../db/schema";
import { renderContactLeadNotice } from "../email/contact-lead-email";
import { type EmailSender, queueEmail } from "../email/queue-email";

export type ContactLeadInput = Omit<z.output<typeof contactRequestSchema>, "website">;

/**
 * Stores a demo request and, in the same transaction, queues the notice to Quotewise's sales
 * inbox, so a saved lead always has its notice and a failed save sends none.
 */
export async function saveContactLead(
  db: Db,
  options: { from: EmailSender; notifyEmail: string; lead: ContactLeadInput },
): Promise<{ id: string }> {
  const { lead } = options;
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(contactLeads)
      .values({ ...lead, phone: lead.phone ?? null, industry: lead.industry ?? null })
      .returning({ id: contactLeads.id });
    const id = saved!.id;
    await queueEmail(tx, {
      kind: "contact_lead_notice",
      from: options.from,
      to: options.notifyEmail,
      replyTo: lead.email,
      dedupeKey: `contact-lead:${id}`,
      ...renderContactLeadNotice(lead),
    });
    return { id };
  });
}
