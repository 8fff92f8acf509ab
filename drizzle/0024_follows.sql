CREATE TABLE "user_follows" (
	"follower_uid" integer NOT NULL,
	"followed_uid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_follows_follower_uid_followed_uid_pk" PRIMARY KEY("follower_uid","followed_uid"),
	CONSTRAINT "user_follows_not_self" CHECK ("user_follows"."follower_uid" <> "user_follows"."followed_uid")
);
--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_follower_uid_users_uid_fk" FOREIGN KEY ("follower_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_followed_uid_users_uid_fk" FOREIGN KEY ("followed_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_follows_followed_idx" ON "user_follows" USING btree ("followed_uid","created_at");--> statement-breakpoint
CREATE INDEX "user_follows_follower_idx" ON "user_follows" USING btree ("follower_uid","created_at");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not make functions or triggers): a block ends following
-- between the pair in both directions, in the block's own transaction (docs/DECISIONS.md
-- "Following members"), so a blocked member no longer follows the member who blocked them.
CREATE FUNCTION user_follows_unfollow_blocked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_follows
  WHERE (follower_uid = NEW.blocked_uid AND followed_uid = NEW.uid)
     OR (follower_uid = NEW.uid AND followed_uid = NEW.blocked_uid);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER user_follows_unfollow_blocked AFTER INSERT ON user_blocks
  FOR EACH ROW EXECUTE FUNCTION user_follows_unfollow_blocked();
--> statement-breakpoint
-- Visitors' cached profiles show follower and following counts and the latest followers: a
-- follow or an unfollow notifies both members' profiles (`profile:{slug}`, server/cache/routes.ts).
CREATE FUNCTION page_cache_follow_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pair user_follows;
  slugs text;
BEGIN
  IF TG_OP = 'DELETE' THEN pair := OLD; ELSE pair := NEW; END IF;
  SELECT string_agg('profile:' || lower(u.userslug), ' ') INTO slugs FROM users u
    WHERE u.uid IN (pair.follower_uid, pair.followed_uid);
  IF slugs IS NOT NULL THEN
    PERFORM pg_notify('page_cache', slugs);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER page_cache_follow AFTER INSERT OR DELETE ON user_follows
  FOR EACH ROW EXECUTE FUNCTION page_cache_follow_rows();
