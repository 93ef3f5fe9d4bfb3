-- Links are http(s) only (docs/decisions/026-bounded-and-checked-input.md): a stored website or
-- social link of any other scheme (javascript:, data:) is dropped, so every stored business
-- configuration still validates against the stricter schema.
UPDATE "businesses" SET "config" = "config" #- '{contact,website}'
WHERE "config" -> 'contact' ->> 'website' !~* '^https?://';--> statement-breakpoint
UPDATE "businesses" SET "config" = jsonb_set("config", '{contact,socials}', COALESCE(
  (SELECT jsonb_agg("social" ORDER BY "position")
   FROM jsonb_array_elements("config" -> 'contact' -> 'socials') WITH ORDINALITY AS "link"("social", "position")
   WHERE "social" ->> 'url' ~* '^https?://'),
  '[]'::jsonb))
WHERE jsonb_typeof("config" -> 'contact' -> 'socials') = 'array'
  AND EXISTS (SELECT 1 FROM jsonb_array_elements("config" -> 'contact' -> 'socials') AS "link"("social")
              WHERE NOT ("social" ->> 'url' ~* '^https?://'));
