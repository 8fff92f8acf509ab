ALTER TABLE "moderation_log" DROP CONSTRAINT "moderation_log_action";--> statement-breakpoint
DROP INDEX "flags_type_target_uid_idx";--> statement-breakpoint
ALTER TABLE "flags" ADD COLUMN "category" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "flags" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "flags" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD COLUMN "pid" integer;--> statement-breakpoint
ALTER TABLE "flags" ADD CONSTRAINT "flags_handled_by_users_uid_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flags_open_type_target_uid_idx" ON "flags" USING btree ("type","target_id","uid") WHERE "flags"."state" = 'open';--> statement-breakpoint
CREATE INDEX "flags_open_target_idx" ON "flags" USING btree ("type","target_id","created_at") WHERE "flags"."state" = 'open';--> statement-breakpoint
ALTER TABLE "flags" ADD CONSTRAINT "flags_category_check" CHECK ("flags"."category" IN ('spam', 'rude', 'off-topic', 'other'));--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_action" CHECK ("moderation_log"."action" IN ('lock', 'unlock', 'suspend', 'unsuspend', 'slow-mode', 'slow-mode-off', 'dismiss', 'hide', 'delete', 'warn'));