import { z } from "zod";
import {
  crewFeedResponseSchema,
  crewParamsSchema,
  delayCrewDayRequestSchema,
  delayCrewDayResponseSchema,
  jobTimesQuerySchema,
  jobTimesResponseSchema,
  moveJobRequestSchema,
  reassignJobRequestSchema,
  scheduleJobParamsSchema,
  scheduleJobSchema,
  scheduleQuerySchema,
  scheduleResponseSchema,
} from "@/shared/api/schedule-contract";
import { ownerOf, signedInAdminOf } from "../admin/request-admin";
import type { AppContext, ZodApp } from "../app-context";
import { AppError } from "../http/app-error";
import { noticeContextOf } from "../payments/notice-context";
import { jobTimes, markNoShow, moveJob, reassignJob } from "../schedule/change-job";
import { createCrewFeed, renderCrewFeed, revokeCrewFeed } from "../schedule/crew-feeds";
import { delayCrewDay } from "../schedule/delay-crew-day";
import { listSchedule } from "../schedule/list-schedule";

/**
 * The business's schedule (docs/product/booking.md#the-schedule): its crews' jobs and the actions
 * on a job, for any member; each crew's calendar feed, the owner's. Registered behind the admin
 * auth hook; every job is looked up within the signed-in business. Marking a job done is
 * `POST /api/admin/visits/{visitId}/done` (payments-routes.ts), which charges a plan's visit.
 */
export function scheduleRoutes(app: ZodApp, { context }: { context: AppContext }) {
  const { database, clock, env } = context;
  const db = database.db;

  app.get(
    "/api/admin/schedule",
    { schema: { querystring: scheduleQuerySchema, response: { 200: scheduleResponseSchema } } },
    async (request) =>
      listSchedule(db, { business: request.tenant, ...request.query, now: clock() }),
  );

  app.get(
    "/api/admin/schedule/jobs/:jobId/times",
    {
      schema: {
        params: scheduleJobParamsSchema,
        querystring: jobTimesQuerySchema,
        response: { 200: jobTimesResponseSchema },
      },
    },
    async (request) =>
      jobTimes(db, {
        business: request.tenant,
        jobId: request.params.jobId,
        day: request.query.day,
        now: clock(),
      }),
  );

  app.post(
    "/api/admin/schedule/jobs/:jobId/reassign",
    {
      schema: {
        params: scheduleJobParamsSchema,
        body: reassignJobRequestSchema,
        response: { 200: scheduleJobSchema },
      },
    },
    async (request) =>
      reassignJob(db, {
        business: request.tenant,
        jobId: request.params.jobId,
        crew: request.body.crew,
        now: clock(),
      }),
  );

  app.post(
    "/api/admin/schedule/jobs/:jobId/move",
    {
      schema: {
        params: scheduleJobParamsSchema,
        body: moveJobRequestSchema,
        response: { 200: scheduleJobSchema },
      },
    },
    async (request) => {
      const admin = signedInAdminOf(request);
      const business = request.tenant;
      return moveJob(db, {
        business,
        jobId: request.params.jobId,
        start: request.body.start,
        now: clock(),
        actor: admin.name,
        notices: noticeContextOf(context, business),
      });
    },
  );

  app.post(
    "/api/admin/schedule/jobs/:jobId/no-show",
    { schema: { params: scheduleJobParamsSchema, response: { 200: scheduleJobSchema } } },
    async (request) =>
      markNoShow(db, { business: request.tenant, jobId: request.params.jobId, now: clock() }),
  );

  app.post(
    "/api/admin/schedule/crews/:crew/delay",
    {
      schema: {
        params: crewParamsSchema,
        body: delayCrewDayRequestSchema,
        response: { 200: delayCrewDayResponseSchema },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const business = request.tenant;
      return delayCrewDay(db, {
        business,
        crew: request.params.crew,
        day: request.body.day,
        to: request.body.to,
        now: clock(),
        actor: owner.name,
        notices: noticeContextOf(context, business),
      });
    },
  );

  app.post(
    "/api/admin/schedule/crews/:crew/feed",
    { schema: { params: crewParamsSchema, response: { 201: crewFeedResponseSchema } } },
    async (request, reply) => {
      ownerOf(request);
      const feed = await createCrewFeed(db, {
        business: request.tenant,
        crew: request.params.crew,
        publicUrl: env.PUBLIC_URL,
      });
      return reply.code(201).send(feed);
    },
  );

  app.delete(
    "/api/admin/schedule/crews/:crew/feed",
    { schema: { params: crewParamsSchema } },
    async (request, reply) => {
      ownerOf(request);
      await revokeCrewFeed(db, { business: request.tenant, crew: request.params.crew });
      return reply.code(204).send();
    },
  );
}

/** A feed's address ends with its token, 43 base64url characters, and ".ics". */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
const feedParamsSchema = z.object({ file: z.string().max(200) });

/**
 * `GET /api/calendars/{token}.ics`: a crew's calendar feed (docs/product/booking.md#calendar-feed),
 * public: the secret token is the key. An unknown or revoked token answers 404.
 */
export function calendarFeedRoutes(app: ZodApp, { context }: { context: AppContext }) {
  app.get(
    "/api/calendars/:file",
    { schema: { params: feedParamsSchema } },
    async (request, reply) => {
      const token = FEED_FILE.exec(request.params.file)?.[1];
      const text =
        token === undefined
          ? null
          : await renderCrewFeed(context.database.db, {
              token,
              businesses: context.businesses,
              now: context.clock(),
            });
      if (text === null) throw new AppError("not_found", "No calendar at this address");
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("cache-control", "private, max-age=300")
        .send(text);
    },
  );
}
