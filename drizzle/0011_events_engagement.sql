CREATE TABLE "event_calendar_feeds" (
	"uid" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"nid" text NOT NULL,
	"type" text NOT NULL,
	"merge_id" text,
	"object_type" text,
	"object_id" integer,
	"body_short" text DEFAULT '' NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_calendar_feeds" ADD CONSTRAINT "event_calendar_feeds_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_uid_nid_idx" ON "notifications" USING btree ("uid","nid");--> statement-breakpoint
CREATE INDEX "notifications_uid_datetime_idx" ON "notifications" USING btree ("uid","datetime");