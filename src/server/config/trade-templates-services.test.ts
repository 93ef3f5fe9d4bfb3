import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { toServicesOffering } from "@/domain/one-service-offering";
import type { AddonRequest } from "@/domain/price-offering";
import { priceService, type QuantityRequest } from "@/domain/price-service";
import { servicesOf } from "@/domain/stored-offering";
import type { Service } from "@/shared/offering-services";
import type { ServiceQuantity } from "@/shared/service-quantity";
import { TRADES } from "@/shared/trades";
import { projectRoot } from "../paths";
import { loadBusinessFile } from "./business-config";
import { loadTradeTemplates } from "./trade-templates";

const demo = loadBusinessFile(resolve(projectRoot, "config/demo-business.json")).config;

it("reads a template in the services shape, each copy carrying its services (decision 042)", () => {
  const directory = mkdtempSync(join(tmpdir(), "trades-"));
  const services = toServicesOffering(demo.offering);
  writeFileSync(join(directory, `${services.trade}.json`), JSON.stringify(services));
  writeFileSync(
    join(directory, "broken.json"),
    JSON.stringify({ ...services, trade: "broken", services: [] }),
  );
  expect(() => loadTradeTemplates(directory)).toThrow(/broken\.json: services must list/);

  writeFileSync(join(directory, "broken.json"), JSON.stringify({ ...services, trade: "broken" }));
  const templates = loadTradeTemplates(directory);
  const copy = templates.get(services.trade)!;
  expect(copy.service.name).toBe(demo.offering.service.name);
  expect(servicesOf(copy)).toEqual(services);
  expect(servicesOf(copy)).not.toBe(servicesOf(templates.get(services.trade)!));
});

describe("every trade's template (src/shared/trades.ts) prices every service at its bounds", () => {
  const shipped = loadTradeTemplates();
  const cases = TRADES.flatMap((trade) => {
    const offering = servicesOf(shipped.get(trade.template)!);
    return offering.services.map((service) => ({ trade: trade.template, offering, service }));
  });

  /** Each add-on at its least and its most (a flat one once), all of them together. */
  const addonsAt = (service: Service, end: "minQuantity" | "maxQuantity"): AddonRequest[] =>
    service.addons.map((addon) =>
      addon.pricing.type === "flat"
        ? { code: addon.code }
        : { code: addon.code, quantity: addon.pricing[end] },
    );
  /** The least and the most each quantity may be priced at (below a custom quote's threshold). */
  const bounds = (quantity: ServiceQuantity) => [
    quantity.min,
    quantity.customQuoteAbove ?? quantity.max,
  ];
  const everyBound = (service: Service): QuantityRequest[][] =>
    (service.pricing.quantities ?? []).reduce<QuantityRequest[][]>(
      (selections, quantity) =>
        selections.flatMap((selection) =>
          bounds(quantity).map((value) => [...selection, { code: quantity.code, quantity: value }]),
        ),
      [[]],
    );
  const pricedOptions = (service: Service, area: string) =>
    service.pricing.options
      ? service.pricing.options
          .filter((option) => service.pricing.prices?.[area]?.[option.code] !== undefined)
          .map((option) => option.code)
      : [undefined];
  const frequencies = (service: Service) =>
    service.billing.type === "per_visit"
      ? service.billing.frequencies.map((frequency) => frequency.code)
      : [undefined];

  it("lists a template for every trade, with more than one service somewhere", () => {
    expect(new Set(cases.map(({ trade }) => trade)).size).toBe(TRADES.length);
    expect(cases.length).toBeGreaterThan(TRADES.length);
  });

  it.each(cases)("$trade: $service.code", ({ offering, service }) => {
    let priced = 0;
    for (const { name: area } of offering.areas) {
      for (const option of pricedOptions(service, area)) {
        for (const quantities of everyBound(service)) {
          for (const frequency of frequencies(service)) {
            for (const addons of [
              [],
              addonsAt(service, "minQuantity"),
              addonsAt(service, "maxQuantity"),
            ]) {
              const result = priceService({
                offering,
                service: service.code,
                area,
                option,
                quantities,
                frequency,
                addons,
                earlyBirdActive: true,
              });
              if (!result.ok) throw new Error(`${area} ${option}: ${result.failure.message}`);
              const { quote } = result;
              const amounts = [quote, ...(quote.recurring ? [quote.recurring.visit] : [])].flatMap(
                (visit) => [
                  visit.subtotal_cents,
                  visit.fee_cents,
                  visit.tax_cents,
                  visit.grand_total_cents,
                  ...visit.lines.map((line) => line.amount_cents),
                ],
              );
              for (const cents of amounts) expect(Number.isSafeInteger(cents)).toBe(true);
              expect(quote.grand_total_cents).toBeGreaterThan(0);
              priced += 1;
            }
          }
        }
      }
    }
    expect(priced).toBeGreaterThan(0);
  });

  it.each(cases)(
    "$trade: $service.code costs no less for one more of any quantity",
    ({ offering, service }) => {
      const area = offering.areas.at(-1)!.name;
      const option = pricedOptions(service, area)[0];
      const quantities = service.pricing.quantities ?? [];
      for (const quantity of quantities) {
        const others = quantities
          .filter((other) => other !== quantity)
          .map((other) => ({ code: other.code, quantity: other.min }));
        const [least, most] = bounds(quantity) as [number, number];
        let before = -1;
        for (let value = least; value <= most; value += quantity.step ?? 1) {
          const result = priceService({
            offering,
            service: service.code,
            area,
            option,
            quantities: [...others, { code: quantity.code, quantity: value }],
            addons: [],
            earlyBirdActive: false,
          });
          if (!result.ok) throw new Error(`${quantity.code} ${value}: ${result.failure.message}`);
          expect(result.quote.subtotal_cents).toBeGreaterThanOrEqual(before);
          before = result.quote.subtotal_cents;
        }
      }
    },
  );
});
