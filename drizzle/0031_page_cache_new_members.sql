-- A new member shows on the search page's members (server/cache/routes.ts, `members`): a sign-up
-- notifies that tag. Every other change a member's search hit shows (name, picture, about,
-- location) already notifies `all` (0009), their posts and reputation `feed`.
CREATE OR REPLACE FUNCTION page_cache_new_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_cache', 'members');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER page_cache_user_new AFTER INSERT ON users FOR EACH STATEMENT EXECUTE FUNCTION page_cache_new_members();
