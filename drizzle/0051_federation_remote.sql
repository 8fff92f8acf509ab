-- Federation, second part (issue 38, docs/features/federation.md): a fediverse account that
-- replies, likes, follows a member's topics or is followed from here is a remote member (a users
-- row marked remote: it never signs in and is not listed with members) with where to deliver to
-- it; the posts that came from the fediverse keep their ActivityPub id; administrators deny or
-- allow other instances.
ALTER TABLE "users" ADD COLUMN "remote" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "federation_actors" (
	"uid" integer PRIMARY KEY NOT NULL,
	"iri" text NOT NULL,
	"inbox" text NOT NULL,
	"shared_inbox" text,
	"url" text,
	"host" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "federation_actors" ADD CONSTRAINT "federation_actors_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "federation_actors_iri_idx" ON "federation_actors" USING btree ("iri");--> statement-breakpoint
CREATE INDEX "federation_actors_host_idx" ON "federation_actors" USING btree ("host");--> statement-breakpoint
CREATE TABLE "federation_objects" (
	"iri" text PRIMARY KEY NOT NULL,
	"pid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "federation_objects" ADD CONSTRAINT "federation_objects_pid_posts_pid_fk" FOREIGN KEY ("pid") REFERENCES "public"."posts"("pid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "federation_objects_pid_idx" ON "federation_objects" USING btree ("pid");--> statement-breakpoint
CREATE TABLE "federation_instances" (
	"host" text PRIMARY KEY NOT NULL,
	"policy" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "federation_instances_policy_check" CHECK ("federation_instances"."policy" IN ('allow', 'deny'))
);
