-- Room on every page for the new versions of rows that each practice attempt updates (a question's
-- counters and rating, the learner's progress row and counters), so the update stays on its page and
-- touches no index ("HOT" update). At the default 100 % a quarter of the question updates went to
-- another page and wrote all nine of the question indexes again; with 85 % the attempt benchmark
-- answered about 12 % more attempts with a lower p99 (issue 15). Pages written from now on are
-- filled to 85 %; an existing database's tables take it in full after `VACUUM FULL` (not run here:
-- it locks the table while it copies it).
ALTER TABLE "questions" SET (fillfactor = 85);--> statement-breakpoint
ALTER TABLE "question_progress" SET (fillfactor = 85);--> statement-breakpoint
ALTER TABLE "users" SET (fillfactor = 85);
