ALTER TABLE "question_sets" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "set_position" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "question_sets_generator_seed_key" ON "question_sets" USING btree ("generator_id","seed");--> statement-breakpoint
CREATE INDEX "questions_set_idx" ON "questions" USING btree ("set_id");