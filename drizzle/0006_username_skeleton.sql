ALTER TABLE "users" ADD COLUMN "username_skeleton" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_skeleton_idx" ON "users" USING btree ("username_skeleton");--> statement-breakpoint
-- Profile pictures are the member's own uploads or the site's pictures, never an off-site address.
UPDATE "users" SET "picture" = '' WHERE "picture" <> '' AND "picture" NOT LIKE '/%' OR "picture" LIKE '//%';
