-- Platform operators (docs/decisions/025-platform-operators-and-link-tokens.md): a flag on the
-- account, set only by `npm run admin -- create-operator`, never by sign-up or by an email
-- address in the environment.
ALTER TABLE "admin_users" ADD COLUMN "platform_operator" boolean DEFAULT false NOT NULL;
