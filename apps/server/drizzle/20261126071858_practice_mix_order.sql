ALTER TABLE "questions" ADD COLUMN "mix_rank" integer;--> statement-breakpoint
CREATE INDEX "questions_status_mix_idx" ON "questions" USING btree ("status","mix_rank");