import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { BusinessStore } from "./business/business-store";
import type { Clock } from "./clock";
import type { Env } from "./config/env";
import type { Database, Db } from "./db/database";
import type { PaymentsProvider } from "./payments/payments-provider";

/**
 * What the server is started with (docs/decisions/038-app-context-and-payments-provider.md).
 * Routes unpack it; services are given only what they use (`Services`). This module imports
 * nothing of the app, so nothing imports the app back.
 */
export type AppContext = {
  env: Env;
  database: Database;
  clock: Clock;
  businesses: BusinessStore;
  /** The business the unprefixed paths (/quote, /api/price, ...) serve. */
  defaultBusinessSlug: string;
};

/** What a service that takes payments runs on: the database, the time and the one provider. */
export type Services = { db: Db; clock: Clock; payments: PaymentsProvider };

export type App = FastifyInstance;
export type ZodApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
