DROP INDEX "posts_uid_idx";--> statement-breakpoint
CREATE INDEX "posts_uid_created_idx" ON "posts" USING btree ("uid","created_at","pid");