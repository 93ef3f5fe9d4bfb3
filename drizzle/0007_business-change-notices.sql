-- Every change to a business (any writer: a server, a script, a console) tells each listening
-- server which business changed, so its cached configuration is dropped at once.
CREATE OR REPLACE FUNCTION notify_business_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('business_changed', json_build_object('id', OLD.id, 'slug', OLD.slug)::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('business_changed', json_build_object('id', NEW.id, 'slug', NEW.slug)::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER businesses_changed AFTER INSERT OR UPDATE OR DELETE ON "businesses"
  FOR EACH ROW EXECUTE FUNCTION notify_business_changed();
