import type { Offering } from "@/shared/offering";

/**
 * A trade template as a business selling its first service alone, in today's one-service shape:
 * the template's view without the services it carries, which JSON leaves out (decision 042). For
 * tests about another trade's business that today's pricing and pages read as they always have.
 */
export function firstServiceOnly(template: Offering): Offering {
  return JSON.parse(JSON.stringify(template)) as Offering;
}
