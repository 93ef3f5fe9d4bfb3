-- A business's id and slug are its row's, not its configuration's (docs/decisions/037-the-tenant.md,
-- identity is not config): every stored configuration drops the `id` it carried. Only the
-- configuration's JSON changes, not what it configures, so config_version stays: a settings form
-- open across the upgrade still saves.
UPDATE "businesses" SET "config" = "config" - 'id' WHERE "config" ? 'id';
