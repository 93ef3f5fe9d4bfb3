import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Env } from "../config/env";
import { type Database, type DatabaseOptions, openDatabase } from "./database";

/** Saved databases by path, read once per process (a test process starts many servers). */
const templates = new Map<string, Blob>();

function readTemplate(path: string): Blob {
  let template = templates.get(path);
  if (!template) {
    template = new Blob([readFileSync(path)]);
    templates.set(path, template);
  }
  return template;
}

const inMemory = (dataDir: string) => dataDir.startsWith("memory://");

/** Whether an embedded database's folder holds no database yet (PostgreSQL's marker file). */
function holdsNoDatabase(dataDir: string): boolean {
  return inMemory(dataDir) || !existsSync(join(dataDir, "PG_VERSION"));
}

/**
 * The database the environment names: PostgreSQL at DATABASE_URL, else the embedded one in
 * DATA_DIR. A new embedded database starts as NEW_DATABASE_TEMPLATE when that is set.
 */
function databaseOptionsFromEnv(env: Env): DatabaseOptions {
  if (env.DATABASE_URL) return { databaseUrl: env.DATABASE_URL };
  const dataDir = inMemory(env.DATA_DIR) ? env.DATA_DIR : resolve(env.DATA_DIR);
  const templatePath = env.NEW_DATABASE_TEMPLATE;
  return templatePath && holdsNoDatabase(dataDir)
    ? { dataDir, startFrom: readTemplate(templatePath) }
    : { dataDir };
}

export function openDatabaseFromEnv(env: Env): Database {
  return openDatabase(databaseOptionsFromEnv(env));
}
