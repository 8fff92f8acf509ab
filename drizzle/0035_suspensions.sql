CREATE TABLE "suspensions" (
	"uid" integer PRIMARY KEY NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"until" timestamp with time zone,
	"actor_uid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moderation_log" DROP CONSTRAINT "moderation_log_action";--> statement-breakpoint
ALTER TABLE "moderation_log" ADD COLUMN "until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suspensions" ADD CONSTRAINT "suspensions_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspensions" ADD CONSTRAINT "suspensions_actor_uid_users_uid_fk" FOREIGN KEY ("actor_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_action" CHECK ("moderation_log"."action" IN ('lock', 'unlock', 'suspend', 'unsuspend'));