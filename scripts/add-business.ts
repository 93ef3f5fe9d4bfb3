import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { createBusinessStore, SlugTakenError } from "@/server/business/business-store";
import { loadBusinessFile } from "@/server/config/business-config";
import { parseEnv } from "@/server/config/env";
import { openDatabaseFromEnv } from "@/server/db/open-database-from-env";
import { BUSINESS_STATUSES, type BusinessStatus } from "@/shared/api/admin-contract";
import { isBusinessSlug, RESERVED_SLUGS, SLUG_MESSAGE } from "@/shared/business-slug";

const USAGE = `Usage:
  npm run add-business -- --config <file.json> [--config <file.json> ...] [--slug <slug>]
                          [--status setup|live|suspended]

Adds a business to the database the server uses (DATABASE_URL, else DATA_DIR, default ./data)
from each configuration file, validated like config/demo-business.json. The slug (its pages at
/b/<slug>/quote, its API at /api/b/<slug>) defaults to the config's id (--slug only with one
--config); the status to setup.
Stop a server that uses the same DATA_DIR first (the embedded database has one user).`;

function isStatus(value: string): value is BusinessStatus {
  return (BUSINESS_STATUSES as readonly string[]).includes(value);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      config: { type: "string", multiple: true },
      slug: { type: "string" },
      status: { type: "string", default: "setup" },
      help: { type: "boolean", short: "h" },
    },
  });
  const files = values.config ?? [];
  if (values.help || files.length === 0 || positionals.length > 0) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const status = values.status;
  if (!isStatus(status)) {
    console.error(`--status must be one of ${BUSINESS_STATUSES.join(", ")}\n\n${USAGE}`);
    process.exit(2);
  }
  if (values.slug !== undefined && files.length > 1) {
    console.error(`--slug names one business: give one --config with it\n\n${USAGE}`);
    process.exit(2);
  }
  const businessFiles = files.map((file) => loadBusinessFile(resolve(file)));
  const slugOf = (file: (typeof businessFiles)[number]) => values.slug ?? file.id;
  const badSlug = businessFiles
    .map(slugOf)
    .find((slug) => !isBusinessSlug(slug) || RESERVED_SLUGS.has(slug));
  if (badSlug !== undefined) {
    console.error(`--slug ${SLUG_MESSAGE} and no word of our own paths: ${badSlug}`);
    process.exit(2);
  }

  const env = parseEnv();
  const database = openDatabaseFromEnv(env);
  try {
    await database.migrate();
    const store = createBusinessStore(database);
    for (const file of businessFiles) {
      const { id, config } = file;
      const business = await store.create({ id, slug: slugOf(file), config, status });
      console.log(
        `Added ${config.name} (${business.status}): pages at /b/${business.slug}/quote, API at /api/b/${business.slug}.`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof SlugTakenError ||
    (error instanceof Error && ["ConfigError", "DataDirInUseError"].includes(error.name));
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
