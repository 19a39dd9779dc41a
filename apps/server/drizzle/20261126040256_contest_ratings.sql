CREATE TABLE "contest_ratings" (
	"contest_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"division" text NOT NULL,
	"rank" integer NOT NULL,
	"participants" integer NOT NULL,
	"rating_before" real NOT NULL,
	"rating_after" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_ratings_contest_id_user_id_pk" PRIMARY KEY("contest_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "contest_registrations" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "virtual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contests_rated" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contest_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_ratings" ADD CONSTRAINT "contest_ratings_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_ratings" ADD CONSTRAINT "contest_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_ratings_user_idx" ON "contest_ratings" USING btree ("user_id");