CREATE TABLE "group_members" (
	"group_name" text NOT NULL,
	"uid" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_name_uid_pk" PRIMARY KEY("group_name","uid")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"system" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" integer,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"badge" text NOT NULL,
	"notified" boolean DEFAULT false NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uid" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"userslug" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"fullname" text DEFAULT '' NOT NULL,
	"aboutme" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reputation" integer DEFAULT 0 NOT NULL,
	"postcount" integer DEFAULT 0 NOT NULL,
	"invited_by" integer,
	"gdpr_data_consent_at" timestamp with time zone,
	"gdpr_email_consent_at" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_online_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_name_groups_name_fk" FOREIGN KEY ("group_name") REFERENCES "public"."groups"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_members_uid_idx" ON "group_members" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "sessions_uid_idx" ON "sessions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_badges_uid_badge_idx" ON "user_badges" USING btree ("uid","badge");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_userslug_idx" ON "users" USING btree ("userslug");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));