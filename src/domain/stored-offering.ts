import type { BusinessConfig, BusinessConfigValidation } from "@/shared/business-config";
import type { Offering } from "@/shared/offering";
import type { ServicesOffering } from "@/shared/offering-services";
import {
  type ServicesBusinessConfig,
  todaysOfferingOf,
  validateEitherShape,
} from "@/shared/stored-business-config";
import { diffJson, type FieldChange } from "./config-diff";
import { toServicesOffering } from "./one-service-offering";

export { isServicesShape, type ServicesBusinessConfig } from "@/shared/stored-business-config";

/**
 * A business's offering is stored in today's one-service shape or in the services shape
 * (decision 042). Read, a services-shape offering becomes `config.offering`, a one-service view
 * of its first service that every reader of today's shape keeps reading, and carries the whole
 * services offering under a symbol: copies made by spreading keep it, JSON leaves it out.
 * `servicesOf` answers the services of either; `storedConfig` writes a services-shape business
 * back in its own shape.
 */

const SERVICES = Symbol("services");
type ServicesView = Offering & { [SERVICES]?: ServicesOffering };

/** Validates a stored business config whose offering is in either shape. */
export function parseStoredBusinessConfig(data: unknown): BusinessConfigValidation {
  const result = validateEitherShape(data);
  if (!result.ok || result.shape === "one_service") return result;
  return {
    ok: true,
    config: { ...result.config, offering: oneServiceView(result.config.offering) },
  };
}

/** Today's one-service view of a services offering, carrying the services it came from. */
export function oneServiceView(offering: ServicesOffering): Offering {
  const view: ServicesView = todaysOfferingOf(offering);
  view[SERVICES] = offering;
  return view;
}

const converted = new WeakMap<Offering, ServicesOffering>();

/** The services a business sells: stored as such, or today's offering converted (cached). */
export function servicesOf(offering: Offering): ServicesOffering {
  const stored = (offering as ServicesView)[SERVICES];
  if (stored) return stored;
  let services = converted.get(offering);
  if (!services) {
    services = toServicesOffering(offering);
    converted.set(offering, services);
  }
  return services;
}

/**
 * True when the business sells beyond today's one service (docs/product/pricing.md#services):
 * more than one service, quantities, no option, or frequencies other than one time at its own
 * price. Only such a business (or a request naming a service, quantities or a frequency) is
 * answered with the services' fields.
 */
export function sellsBeyondOneService(offering: Offering): boolean {
  const stored = (offering as ServicesView)[SERVICES];
  if (!stored) return false;
  const [only, ...others] = stored.services;
  if (!only || others.length > 0) return true;
  if (only.pricing.quantities || !only.pricing.options) return true;
  if (only.billing.type !== "per_visit") return false;
  const [frequency, ...more] = only.billing.frequencies;
  return more.length > 0 || frequency?.code !== "one_time" || frequency.adjustment !== undefined;
}

/**
 * The config as stored, always in the services shape (decision 047). A services-shape business
 * keeps its services, with its view's areas (placed around the owner at sign-up, edited under
 * Service areas) and each service's per-area records following them; other changes to the view
 * are not written back. Today's shape is converted, every price unchanged.
 */
export function storedConfig(config: BusinessConfig): ServicesBusinessConfig {
  const stored = (config.offering as ServicesView)[SERVICES];
  if (!stored) return { ...config, offering: toServicesOffering(config.offering) };
  return { ...config, offering: withViewAreas(stored, config.offering.areas) };
}

/** A stored config as it reads back: today's one-service view carrying its services. */
export function readBack(stored: ServicesBusinessConfig): BusinessConfig {
  return { ...stored, offering: oneServiceView(stored.offering) };
}

/**
 * The config a settings save stores (docs/product/settings.md#what-you-sell), `edited` parsed
 * from either shape. Services sent are stored as sent. Today's shape sent for a business whose
 * services today's shape can say in full (one service, as converted) replaces them; for one that
 * sells more it edits the view of its first service (its areas, as the other sections send it),
 * keeping every service.
 */
export function settingsEdit(current: BusinessConfig, edited: BusinessConfig): BusinessConfig {
  const stored = (current.offering as ServicesView)[SERVICES];
  const sent = (edited.offering as ServicesView)[SERVICES];
  if (sent || !stored || saysAllInTodaysShape(stored)) return edited;
  const view: ServicesView = { ...edited.offering };
  view[SERVICES] = stored;
  return { ...edited, offering: view };
}

/**
 * The paths of `sent`'s offering (today's shape) that saving `edited` would not store: a business
 * selling beyond one service keeps its services when today's shape is sent, so an edit to the
 * view's prices, options or texts would be lost. Empty when everything sent is stored.
 */
export function unstoredEdits(sent: BusinessConfig, edited: BusinessConfig): string[] {
  if ((sent.offering as ServicesView)[SERVICES]) return [];
  const storedView = readBack(storedConfig(edited)).offering;
  return diffJson(
    JSON.parse(JSON.stringify(storedView)),
    JSON.parse(JSON.stringify(sent.offering)),
  ).map((change) => change.path);
}

/**
 * The fields a settings save changed (docs/product/settings.md#history), as stored: by today's
 * paths (`offering.areas[0].prices.SMALL`) while the business's services say no more than
 * today's shape before and after, else by the services' (`offering.services[1].pricing...`).
 */
export function changedFields(before: BusinessConfig, after: BusinessConfig): FieldChange[] {
  const [rowBefore, rowAfter] = [storedConfig(before), storedConfig(after)];
  if (saysAllInTodaysShape(rowBefore.offering) && saysAllInTodaysShape(rowAfter.offering)) {
    return diffJson(readBack(rowBefore), readBack(rowAfter));
  }
  return diffJson(rowBefore, rowAfter);
}

function saysAllInTodaysShape(offering: ServicesOffering): boolean {
  return diffJson(toServicesOffering(todaysOfferingOf(offering)), offering).length === 0;
}

/**
 * The stored services with the view's areas. An area keeps its records under its name; an area
 * renamed takes the records of the stored area no longer named with the same shape, else (when
 * there are as many areas, as at sign-up) the first such area in order; a new area is priced by
 * the first service as the view prices it; the records of an area removed go with it.
 */
function withViewAreas(stored: ServicesOffering, areas: Offering["areas"]): ServicesOffering {
  const viewNames = new Set(areas.map((area) => area.name));
  const storedNames = new Set(stored.areas.map((area) => area.name));
  const gone = stored.areas.filter((area) => !viewNames.has(area.name));
  const take = (area: ServicesOffering["areas"][number]) => {
    const same = gone.findIndex((old) => diffJson(old.shape, area.shape).length === 0);
    if (same === -1 && areas.length !== stored.areas.length) return undefined;
    return gone.splice(same === -1 ? 0 : same, 1)[0]?.name;
  };
  const places = areas.map(({ prices: _prices, minimumChargeCents: _minimum, ...area }) => ({
    from: storedNames.has(area.name) ? area.name : take(area),
    area,
  }));
  const placed = placeServices(stored, places);
  const added = areas.filter(
    (area, index) => places[index]!.from === undefined && Object.keys(area.prices).length > 0,
  );
  const [first, ...others] = placed.services;
  if (!first?.pricing.prices || !first.pricing.options || added.length === 0) return placed;
  const prices = {
    ...first.pricing.prices,
    ...Object.fromEntries(added.map((area) => [area.name, area.prices])),
  };
  return { ...placed, services: [{ ...first, pricing: { ...first.pricing, prices } }, ...others] };
}

/**
 * The services sold in other areas: each new area priced as the stored area it comes `from`
 * (several may come from one; none for an area no stored one prices), in every service's
 * per-area records.
 */
export function placeServices(
  stored: ServicesOffering,
  places: readonly { from: string | undefined; area: ServicesOffering["areas"][number] }[],
): ServicesOffering {
  const place = <Value>(record: Record<string, Value> | undefined) =>
    record &&
    Object.fromEntries(
      places.flatMap(({ from, area }) =>
        from !== undefined && Object.hasOwn(record, from)
          ? [[area.name, record[from] as Value]]
          : [],
      ),
    );
  return {
    ...stored,
    areas: places.map(({ area }) => area),
    services: stored.services.map((service) => ({
      ...service,
      pricing: {
        ...service.pricing,
        ...(service.pricing.prices && { prices: place(service.pricing.prices) }),
        ...(service.pricing.minimumChargeCentsByArea && {
          minimumChargeCentsByArea: place(service.pricing.minimumChargeCentsByArea),
        }),
        ...(service.pricing.quantities && {
          quantities: service.pricing.quantities.map((quantity) =>
            quantity.pricingByArea
              ? { ...quantity, pricingByArea: place(quantity.pricingByArea) }
              : quantity,
          ),
        }),
      },
    })),
  };
}
