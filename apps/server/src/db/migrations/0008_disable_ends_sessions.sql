-- Disabling a user ends every session they had: whoever turns is_active off (a server, the CLI, SQL by
-- hand), tokens issued until that instant are refused from then on, even after the user is enabled again
-- (src/features/auth/auth.service.ts compares each token's issue time with tokens_valid_after).
CREATE FUNCTION "users_disable_ends_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.is_active AND NOT NEW.is_active THEN
    NEW.tokens_valid_after := clock_timestamp();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_disable_ends_sessions" BEFORE UPDATE OF "is_active" ON "users" FOR EACH ROW EXECUTE FUNCTION "users_disable_ends_sessions"();
