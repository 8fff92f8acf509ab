-- Federation, third part (issue 38, docs/features/federation.md "Joining events elsewhere"): a
-- member here asks for a place at an event on another site by sending its organizer a Join; the
-- answer (Accept or Reject) arrives later. What the member asked, the event as it was read then
-- and where the answer stands.
CREATE TABLE "federation_event_joins" (
	"uid" integer NOT NULL,
	"event_iri" text NOT NULL,
	"join_iri" text NOT NULL,
	"organizer_uid" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "federation_event_joins_uid_event_iri_pk" PRIMARY KEY("uid","event_iri"),
	CONSTRAINT "federation_event_joins_status_check" CHECK ("federation_event_joins"."status" IN ('pending', 'participant', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "federation_event_joins" ADD CONSTRAINT "federation_event_joins_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federation_event_joins" ADD CONSTRAINT "federation_event_joins_organizer_uid_users_uid_fk" FOREIGN KEY ("organizer_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "federation_event_joins_join_iri_idx" ON "federation_event_joins" USING btree ("join_iri");
