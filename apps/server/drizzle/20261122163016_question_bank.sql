CREATE TABLE "question_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"generator_id" text,
	"seed" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "title" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "type" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "statement" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "answer" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "solution" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "difficulty" text DEFAULT 'medium' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "difficulty_rating" real DEFAULT 1400 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "expected_seconds" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "exams" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "set_id" uuid;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "generator_id" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "seed" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "correct_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "likes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "dislikes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_set_id_question_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."question_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_status_number_idx" ON "questions" USING btree ("status","number");--> statement-breakpoint
CREATE INDEX "questions_difficulty_idx" ON "questions" USING btree ("difficulty");--> statement-breakpoint
CREATE INDEX "questions_exams_idx" ON "questions" USING gin ("exams");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_generator_seed_key" ON "questions" USING btree ("generator_id","seed");