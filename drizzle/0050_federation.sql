CREATE TABLE "federation_kv" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "federation_kv_expires_idx" ON "federation_kv" USING btree ("expires_at");--> statement-breakpoint
CREATE TABLE "federation_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message" jsonb NOT NULL,
	"ordering_key" text,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "federation_queue_due_idx" ON "federation_queue" USING btree ("not_before");--> statement-breakpoint
CREATE INDEX "federation_queue_ordering_idx" ON "federation_queue" USING btree ("ordering_key","id");--> statement-breakpoint
CREATE TABLE "federation_keys" (
	"actor" text NOT NULL,
	"algorithm" text NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "federation_keys_actor_algorithm_pk" PRIMARY KEY("actor","algorithm")
);
--> statement-breakpoint
CREATE TABLE "federation_followers" (
	"id" serial PRIMARY KEY NOT NULL,
	"local_actor" text NOT NULL,
	"actor_iri" text NOT NULL,
	"inbox" text NOT NULL,
	"shared_inbox" text,
	"follow_iri" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "federation_followers_pair_idx" ON "federation_followers" USING btree ("local_actor","actor_iri");
