import { z } from "zod";

/**
 * Which of a service's texts still read as its trade's template wrote them
 * (docs/product/settings.md#what-you-sell): a business that renamed what it sells sees at once
 * which sentences still speak of the old thing.
 */

/** A service's texts by path under `service` (`steps.address.title`, `infoBullets[1]`). */
export function serviceTextsByPath(service: unknown, prefix = ""): Map<string, string> {
  const texts = new Map<string, string>();
  const visit = (node: unknown, path: string): void => {
    if (typeof node === "string") texts.set(path, node);
    else if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) visit(item, `${path}[${index}]`);
    } else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) visit(value, path ? `${path}.${key}` : key);
    }
  };
  visit(service, prefix);
  return texts;
}

/** The paths whose text is, word for word, the template's at the same place. */
export function templateWordingPaths(
  service: unknown,
  templateTexts: Readonly<Record<string, string>>,
): string[] {
  return [...serviceTextsByPath(service)].flatMap(([path, value]) =>
    value.trim() !== "" && templateTexts[path] === value ? [path] : [],
  );
}

/** The trade template's texts of the service, for the settings to compare against. */
export const templateTextsResponseSchema = z.object({
  trade: z.string(),
  texts: z.record(z.string(), z.string()),
});
export type TemplateTextsResponse = z.infer<typeof templateTextsResponseSchema>;
