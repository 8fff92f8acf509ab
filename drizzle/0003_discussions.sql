CREATE TABLE "bookmarks" (
	"pid" integer NOT NULL,
	"uid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_pid_uid_pk" PRIMARY KEY("pid","uid")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"cid" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"target_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flags_type_check" CHECK ("flags"."type" IN ('post', 'user')),
	CONSTRAINT "flags_state_check" CHECK ("flags"."state" IN ('open', 'resolved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"pid" serial PRIMARY KEY NOT NULL,
	"tid" integer NOT NULL,
	"uid" integer,
	"to_pid" integer,
	"qid" integer,
	"is_main_post" boolean DEFAULT false NOT NULL,
	"content" text NOT NULL,
	"content_html" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"meta_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"downvotes" integer DEFAULT 0 NOT NULL,
	"replies" integer DEFAULT 0 NOT NULL,
	"aid" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_by" integer,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector",
	CONSTRAINT "posts_upvotes_check" CHECK ("posts"."upvotes" >= 0),
	CONSTRAINT "posts_replies_check" CHECK ("posts"."replies" >= 0)
);
--> statement-breakpoint
CREATE TABLE "project_maintainers" (
	"project_id" integer NOT NULL,
	"uid" integer NOT NULL,
	CONSTRAINT "project_maintainers_project_id_uid_pk" PRIMARY KEY("project_id","uid")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "socket_io_attachments" (
	"id" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now(),
	"payload" "bytea",
	CONSTRAINT "socket_io_attachments_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "topic_follows" (
	"tid" integer NOT NULL,
	"uid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topic_follows_tid_uid_pk" PRIMARY KEY("tid","uid")
);
--> statement-breakpoint
CREATE TABLE "topic_projects" (
	"tid" integer NOT NULL,
	"project_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "topic_projects_tid_project_id_pk" PRIMARY KEY("tid","project_id")
);
--> statement-breakpoint
CREATE TABLE "topic_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"tid" integer NOT NULL,
	"uid" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_tags" (
	"tid" integer NOT NULL,
	"tag" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "topic_tags_tid_tag_pk" PRIMARY KEY("tid","tag")
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"tid" serial PRIMARY KEY NOT NULL,
	"cid" integer NOT NULL,
	"uid" integer,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"main_pid" integer,
	"post_type" text DEFAULT 'faq' NOT NULL,
	"postcount" integer DEFAULT 0 NOT NULL,
	"viewcount" integer DEFAULT 0 NOT NULL,
	"postercount" integer DEFAULT 0 NOT NULL,
	"pinned" integer DEFAULT 0 NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"draft" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_post_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topics_post_type_check" CHECK ("topics"."post_type" IN ('faq', 'blog', 'link', 'podcast', 'ama')),
	CONSTRAINT "topics_pinned_check" CHECK ("topics"."pinned" IN (0, 1))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer,
	"cid" integer,
	"url" text NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"pid" integer NOT NULL,
	"uid" integer NOT NULL,
	"delta" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_pid_uid_pk" PRIMARY KEY("pid","uid")
);
--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_pid_posts_pid_fk" FOREIGN KEY ("pid") REFERENCES "public"."posts"("pid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flags" ADD CONSTRAINT "flags_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_tid_topics_tid_fk" FOREIGN KEY ("tid") REFERENCES "public"."topics"("tid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_maintainers" ADD CONSTRAINT "project_maintainers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_maintainers" ADD CONSTRAINT "project_maintainers_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_follows" ADD CONSTRAINT "topic_follows_tid_topics_tid_fk" FOREIGN KEY ("tid") REFERENCES "public"."topics"("tid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_follows" ADD CONSTRAINT "topic_follows_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_projects" ADD CONSTRAINT "topic_projects_tid_topics_tid_fk" FOREIGN KEY ("tid") REFERENCES "public"."topics"("tid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_projects" ADD CONSTRAINT "topic_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_reviews" ADD CONSTRAINT "topic_reviews_tid_topics_tid_fk" FOREIGN KEY ("tid") REFERENCES "public"."topics"("tid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_reviews" ADD CONSTRAINT "topic_reviews_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_tags" ADD CONSTRAINT "topic_tags_tid_topics_tid_fk" FOREIGN KEY ("tid") REFERENCES "public"."topics"("tid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_cid_categories_cid_fk" FOREIGN KEY ("cid") REFERENCES "public"."categories"("cid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_pid_posts_pid_fk" FOREIGN KEY ("pid") REFERENCES "public"."posts"("pid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookmarks_uid_created_idx" ON "bookmarks" USING btree ("uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "flags_type_target_uid_idx" ON "flags" USING btree ("type","target_id","uid");--> statement-breakpoint
CREATE INDEX "flags_state_created_idx" ON "flags" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "posts_tid_idx" ON "posts" USING btree ("tid","created_at");--> statement-breakpoint
CREATE INDEX "posts_to_pid_idx" ON "posts" USING btree ("to_pid");--> statement-breakpoint
CREATE INDEX "posts_qid_idx" ON "posts" USING btree ("qid");--> statement-breakpoint
CREATE INDEX "posts_main_idx" ON "posts" USING btree ("tid","upvotes","created_at","deleted","pid") WHERE "posts"."is_main_post";--> statement-breakpoint
CREATE INDEX "posts_uid_idx" ON "posts" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "project_maintainers_uid_idx" ON "project_maintainers" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_slug_idx" ON "projects" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "topic_follows_uid_idx" ON "topic_follows" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "topic_projects_project_idx" ON "topic_projects" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "topic_reviews_tid_idx" ON "topic_reviews" USING btree ("tid","created_at");--> statement-breakpoint
CREATE INDEX "topic_tags_tag_idx" ON "topic_tags" USING btree ("tag");--> statement-breakpoint
CREATE INDEX "topics_cid_idx" ON "topics" USING btree ("cid");--> statement-breakpoint
CREATE INDEX "topics_uid_idx" ON "topics" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "topics_created_idx" ON "topics" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_storage_key_idx" ON "uploads" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "uploads_uid_idx" ON "uploads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "votes_uid_idx" ON "votes" USING btree ("uid");