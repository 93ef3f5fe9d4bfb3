import type { FastifyRequest } from "fastify";
import { AppError } from "../http/app-error";
import type { SignedInAdmin } from "./admin-sessions";

export const NO_TOKEN = "Sign in required: send the admin token as Authorization: Bearer <token>";
export const OWNER_ONLY =
  "Only the business's owner can do this: settings, team and going live are the owner's (ask them, or to be made owner).";
export const PLATFORM_ONLY = "Only Quotewise's operators can open the platform console";

/** The token of `Authorization: Bearer <token>`, if the request sends one. */
export function readBearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "");
  return match?.[1];
}

const signedInAdmins = new WeakMap<FastifyRequest, SignedInAdmin>();

export function setSignedInAdmin(request: FastifyRequest, admin: SignedInAdmin): void {
  signedInAdmins.set(request, admin);
}

/** The admin whose token this request carries; only routes behind the auth hook call it. */
export function signedInAdminOf(request: FastifyRequest): SignedInAdmin {
  const admin = signedInAdmins.get(request);
  if (!admin) throw new AppError("unauthorized", NO_TOKEN);
  return admin;
}

/** The signed-in admin, if they own the business (docs/product/settings.md#team); else 403. */
export function ownerOf(request: FastifyRequest): SignedInAdmin {
  const admin = signedInAdminOf(request);
  if (admin.role !== "owner") throw new AppError("forbidden", OWNER_ONLY);
  return admin;
}

/** The signed-in admin, if they are a Quotewise operator (decision 025); else 403. */
export function platformOperatorOf(request: FastifyRequest): SignedInAdmin {
  const admin = signedInAdminOf(request);
  if (!admin.platformOperator) throw new AppError("forbidden", PLATFORM_ONLY);
  return admin;
}
