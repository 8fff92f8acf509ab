CREATE TABLE "silences" (
	"uid" integer PRIMARY KEY NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"until" timestamp with time zone,
	"actor_uid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moderation_log" DROP CONSTRAINT "moderation_log_action";--> statement-breakpoint
ALTER TABLE "moderation_log" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "silences" ADD CONSTRAINT "silences_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "silences" ADD CONSTRAINT "silences_actor_uid_users_uid_fk" FOREIGN KEY ("actor_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_action" CHECK ("moderation_log"."action" IN ('lock', 'unlock', 'suspend', 'unsuspend', 'silence', 'unsilence', 'slow-mode', 'slow-mode-off', 'dismiss', 'hide', 'delete', 'warn', 'approve', 'reject', 'trust', 'role'));