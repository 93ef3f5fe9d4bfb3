import type { Geocoder } from "@/domain/geocode";
import {
  adminBusinessResponseSchema,
  adminBusinessUpdateSchema,
  adminSlotsPreviewRequestSchema,
  adminSlotsPreviewResponseSchema,
  adminTestAddressRequestSchema,
  adminTestAddressResponseSchema,
  adminZipCentresRequestSchema,
  adminZipCentresResponseSchema,
  type MapSettings,
} from "@/shared/api/admin-contract";
import { ownerOf } from "../admin/request-admin";
import type { AppContext, ZodApp } from "../app-context";
import { previewSlots } from "../booking/preview-slots";
import { describeBusinessSettings, updateBusinessConfig } from "../business/business-settings";
import { testServiceAddress } from "../business/test-service-address";
import { placeOfZip } from "../geocoding/zip-city";
import { adminActor } from "../settings/settings-history";

/** A configuration carries its areas' outlines: an imported town boundary is thousands of corners. */
const SETTINGS_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The owner's business settings (docs/product/platform.md#settings): read and replace the
 * configuration, the service-area editor's address test and ZIP code centres, and the
 * availability editor's preview of slots.
 */
export function businessSettingsRoutes(
  app: ZodApp,
  { context, geocoder, map }: { context: AppContext; geocoder: Geocoder; map: MapSettings },
) {
  const { businesses, database, clock } = context;

  app.get(
    "/api/admin/business",
    { schema: { response: { 200: adminBusinessResponseSchema } } },
    async (request) => {
      ownerOf(request);
      return describeBusinessSettings(request.tenant, map);
    },
  );

  app.put(
    "/api/admin/business",
    {
      bodyLimit: SETTINGS_BODY_LIMIT_BYTES,
      schema: {
        body: adminBusinessUpdateSchema,
        response: { 200: adminBusinessResponseSchema },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const updated = await updateBusinessConfig(businesses, request.tenant, request.body, {
        actor: adminActor(owner),
        now: clock(),
        db: database.db,
        planNotices: { mailFrom: context.env.MAIL_FROM, publicUrl: context.env.PUBLIC_URL },
      });
      return describeBusinessSettings(updated, map);
    },
  );

  app.post(
    "/api/admin/business/test-address",
    {
      bodyLimit: SETTINGS_BODY_LIMIT_BYTES,
      schema: {
        body: adminTestAddressRequestSchema,
        response: { 200: adminTestAddressResponseSchema },
      },
    },
    async (request) => {
      ownerOf(request);
      const { offering, ...address } = request.body;
      return testServiceAddress({
        geocoder,
        saved: request.tenant.config.offering,
        draft: offering,
        address,
      });
    },
  );

  app.post(
    "/api/admin/business/slots-preview",
    {
      schema: {
        body: adminSlotsPreviewRequestSchema,
        response: { 200: adminSlotsPreviewResponseSchema },
      },
    },
    async (request) => {
      ownerOf(request);
      return previewSlots(database.db, {
        business: request.tenant,
        request: request.body,
        now: clock(),
      });
    },
  );

  app.post(
    "/api/admin/business/zip-centres",
    {
      schema: {
        body: adminZipCentresRequestSchema,
        response: { 200: adminZipCentresResponseSchema },
      },
    },
    async (request) => {
      ownerOf(request);
      const centres = [...new Set(request.body.zipCodes)].flatMap((zipCode) => {
        const place = placeOfZip(zipCode);
        return place ? [{ zipCode, ...place }] : [];
      });
      return { centres };
    },
  );
}
