ALTER TABLE "moderation_log" DROP CONSTRAINT "moderation_log_action";--> statement-breakpoint
ALTER TABLE "moderation_log" ADD COLUMN "level" smallint;--> statement-breakpoint
CREATE INDEX "page_views_uid_created_idx" ON "page_views" USING btree ("uid","created_at") WHERE "page_views"."uid" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_action" CHECK ("moderation_log"."action" IN ('lock', 'unlock', 'suspend', 'unsuspend', 'slow-mode', 'slow-mode-off', 'dismiss', 'hide', 'delete', 'warn', 'approve', 'reject', 'trust'));