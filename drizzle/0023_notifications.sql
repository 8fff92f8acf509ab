CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" integer,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "notification_actors" (
	"notification_id" bigint NOT NULL,
	"uid" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_actors_notification_id_uid_pk" PRIMARY KEY("notification_id","uid")
);
--> statement-breakpoint
CREATE TABLE "notification_digests" (
	"uid" integer PRIMARY KEY NOT NULL,
	"frequency" text DEFAULT 'off' NOT NULL,
	"last_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_digests_frequency_check" CHECK ("notification_digests"."frequency" IN ('off', 'daily', 'weekly'))
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"uid" integer NOT NULL,
	"type" text NOT NULL,
	"mode" text NOT NULL,
	CONSTRAINT "notification_preferences_uid_type_pk" PRIMARY KEY("uid","type"),
	CONSTRAINT "notification_preferences_mode_check" CHECK ("notification_preferences"."mode" IN ('web', 'email', 'off'))
);
--> statement-breakpoint
CREATE TABLE "topic_mutes" (
	"uid" integer NOT NULL,
	"tid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topic_mutes_tid_uid_pk" PRIMARY KEY("tid","uid")
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"uid" integer NOT NULL,
	"blocked_uid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_uid_blocked_uid_pk" PRIMARY KEY("uid","blocked_uid"),
	CONSTRAINT "user_blocks_not_self" CHECK ("user_blocks"."uid" <> "user_blocks"."blocked_uid")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_actors" ADD CONSTRAINT "notification_actors_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_actors" ADD CONSTRAINT "notification_actors_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_mutes" ADD CONSTRAINT "topic_mutes_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_mutes" ADD CONSTRAINT "topic_mutes_tid_topics_tid_fk" FOREIGN KEY ("tid") REFERENCES "public"."topics"("tid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_uid_users_uid_fk" FOREIGN KEY ("blocked_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notification_actors_order_idx" ON "notification_actors" USING btree ("notification_id","at");--> statement-breakpoint
CREATE INDEX "notification_digests_due_idx" ON "notification_digests" USING btree ("frequency","last_sent_at") WHERE "notification_digests"."frequency" <> 'off';--> statement-breakpoint
CREATE INDEX "topic_mutes_uid_idx" ON "topic_mutes" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_uid");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("uid","type") WHERE NOT "notifications"."read";