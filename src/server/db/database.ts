import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { fillPlaceholders, type SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsDir } from "../paths";
import { isDatabaseUnavailable } from "./connection-errors";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Told when a connection is lost while idle (the pool drops it and opens a new one on demand). */
  onConnectionLost(listener: (error: Error) => void): void;
  /**
   * A hot statement under a fixed name, planned once per connection instead of on every call;
   * its parameters are `sql.placeholder`s, given by name on each call.
   */
  namedStatement(name: string, query: SQL): NamedStatement;
  /** Receives the channel's notifications until the database closes (see `ChannelListener`). */
  listen(channel: string, listener: ChannelListener): Promise<void>;
  close(): Promise<void>;
};

export type NamedStatement = (
  values: Record<string, unknown>,
) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * A notification channel's subscriber. `subscribed` is called each time notifications start to
 * flow (again); `interrupted` when they stop (a lost connection): any missed in between are lost.
 */
export type ChannelListener = {
  message(payload: string): void;
  subscribed(): void;
  interrupted(): void;
};

/** How long a lost notification connection waits before connecting again. */
const LISTEN_RETRY_MS = 2_000;

export type DatabaseOptions =
  | { databaseUrl: string; dataDir?: undefined; startFrom?: undefined }
  | {
      databaseUrl?: undefined;
      dataDir: string;
      /** A data directory saved by PGlite's `dumpDataDir` that a new database starts as. */
      startFrom?: Blob;
    };

/** Arbitrary constant: serialises migrations when several instances start at once. */
const MIGRATION_LOCK_KEY = 7_340_001;
/** A database that does not accept a connection within this fails the request (503), not hangs it. */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * A query with no answer for this long fails: a stalled database must not hold requests (and
 * pool connections) forever. Migrations run on their own connection without it.
 */
const QUERY_TIMEOUT_MS = 15_000;

/** Turns a Drizzle SQL object into its text and parameters. */
const dialect = new PgDialect();

/**
 * A parameter written as an SQL literal (for EXECUTE, which takes no bound parameters). Text
 * without a backslash is quoted by doubling its quotes (standard_conforming_strings is on, the
 * default); other text is left to node-postgres's escapeLiteral (an E'' string).
 */
function toLiteral(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return String(value);
  if (typeof value === "string") {
    return value.includes("\\") ? pg.escapeLiteral(value) : `'${value.replaceAll("'", "''")}'`;
  }
  throw new TypeError(`a named statement's parameter must be text, a number or a boolean`);
}

/**
 * The contrib modules the migrations create, which PostgreSQL ships: pg_trgm backs the admin
 * search index (migration 0001), btree_gist the rule that a crew's jobs never overlap (0034).
 */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gist };

export function openDatabase(options: DatabaseOptions): Database {
  return options.dataDir === undefined
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir, options.startFrom);
}

function openPglite(dataDir: string, startFrom?: Blob): Database {
  let unlock = () => {};
  if (!dataDir.startsWith("memory://")) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  const client = new PGlite(dataDir, {
    extensions: PGLITE_EXTENSIONS,
    ...(startFrom && { loadDataDir: startFrom }),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // The one session's prepared statements, by name: PREPARE once, then EXECUTE with the
  // parameters written as literals (PGlite binds no parameters to a named statement).
  const prepared = new Map<string, Promise<unknown>>();
  return {
    db,
    kind: "pglite",
    namedStatement: (name, query) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      const statement = pg.escapeIdentifier(name);
      return async (values) => {
        let preparing = prepared.get(name);
        if (!preparing) {
          preparing = client.exec(`prepare ${statement} as ${text}`);
          prepared.set(name, preparing);
          preparing.catch(() => prepared.delete(name));
        }
        await preparing;
        const literals = fillPlaceholders(params, values).map(toLiteral).join(", ");
        const result = await client.query<Record<string, unknown>>(
          `execute ${statement}(${literals})`,
        );
        return { rows: result.rows };
      };
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsDir }),
    ping: async () => {
      await client.query("select 1");
    },
    onConnectionLost: () => {},
    // One in-process session: it receives its own notifications and never loses them.
    listen: async (channel, listener) => {
      await client.listen(channel, listener.message);
      listener.subscribed();
    },
    close: () => client.close().finally(unlock),
  };
}

function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  const lostListeners: ((error: Error) => void)[] = [];
  const stoppers: (() => Promise<void>)[] = [];
  // An idle connection that dies (restart, failover, pg_terminate_backend) is reported here;
  // without a listener the 'error' event would end the process.
  pool.on("error", (error) => {
    for (const listener of lostListeners) listener(error);
  });
  // A connection that dies while checked out (mid-transaction) fails its query, which the
  // request reports; its own 'error' event must not end the process either.
  pool.on("connect", (client) => client.on("error", ignoreReportedError));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  db.transaction = transactionsReleasingLostConnections(pool);
  return {
    db,
    kind: "postgres",
    // node-postgres prepares a named statement on each connection the first time it runs there.
    namedStatement: (name, query) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return async (values) => {
        const result = await pool.query<Record<string, unknown>>({
          name,
          text,
          values: fillPlaceholders(params, values),
        });
        return { rows: result.rows };
      };
    },
    migrate: async () => {
      const client = new pg.Client({
        connectionString,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
      client.on("error", ignoreReportedError);
      await client.connect();
      try {
        // Held until this session ends, below.
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client), { migrationsFolder: migrationsDir });
      } finally {
        await client.end();
      }
    },
    ping: async () => {
      await pool.query("select 1");
    },
    onConnectionLost: (listener) => {
      lostListeners.push(listener);
    },
    listen: (channel, listener) => {
      const stop = listenPostgres(connectionString, channel, listener);
      stoppers.push(stop);
      return Promise.resolve();
    },
    close: async () => {
      for (const stop of stoppers) await stop();
      await pool.end();
    },
  };
}

/**
 * Db.transaction on a connection of the pool that is given back whatever happens. Drizzle's own
 * never gives it back when BEGIN fails (the connection lost just then: retried during an outage,
 * that drains the pool for good) and gives a lost one back as if sound; here a lost connection
 * is given back with its error, and the pool drops it.
 */
function transactionsReleasingLostConnections(pool: pg.Pool): Db["transaction"] {
  return async (transaction, config) => {
    const client = await pool.connect();
    let lost: Error | undefined;
    try {
      const onClient = drizzlePg(client, { schema }) as unknown as Db;
      return await onClient.transaction(transaction, config);
    } catch (error) {
      if (isDatabaseUnavailable(error)) lost = error as Error;
      throw error;
    } finally {
      client.release(lost);
    }
  };
}

/**
 * A dedicated connection LISTENing on `channel`, opened again after any loss. Resolves nothing:
 * the listener hears `subscribed` once the LISTEN is in place. Returns the function that stops it.
 */
function listenPostgres(
  connectionString: string,
  channel: string,
  listener: ChannelListener,
): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    retry = undefined;
    if (stopped) return;
    const current = new pg.Client({
      connectionString,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    client = current;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      listener.interrupted();
      current.end().catch(ignoreReportedError);
      if (!stopped) retry = setTimeout(connect, LISTEN_RETRY_MS);
    };
    current.on("error", onLost);
    current.on("end", onLost);
    current.on("notification", (notice) => listener.message(notice.payload ?? ""));
    try {
      await current.connect();
      await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (!stopped && !lost) listener.subscribed();
    } catch {
      onLost();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(ignoreReportedError);
  };
}

/** The failure already reached the caller through the query it broke. */
function ignoreReportedError(): void {}
