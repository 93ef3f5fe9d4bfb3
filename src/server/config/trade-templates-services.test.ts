import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, it } from "vitest";
import { toServicesOffering } from "@/domain/one-service-offering";
import { servicesOf } from "@/domain/stored-offering";
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
