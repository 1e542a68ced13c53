-- Issue 18 (docs/performance-at-scale.md): the kept counts count SCORED answers only, as the lists show them (an answer
-- still being scored, or whose job failed, is neither practised nor in the community's answers), and each question's
-- answer count is kept, so a page of community answers counts nothing (the most answered synthetic question has ~80k).
CREATE TABLE "question_answer_counts" (
	"question_id" integer PRIMARY KEY NOT NULL REFERENCES "questions"("id") ON DELETE CASCADE,
	"count" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "question_answer_counts" ("question_id", "count")
	SELECT "question_id", count(*)::int FROM "practice_answers" WHERE "status" = 'SCORED' GROUP BY "question_id";
--> statement-breakpoint
DELETE FROM "question_practice";
--> statement-breakpoint
INSERT INTO "question_practice" ("user_id", "question_id", "skill", "task", "count")
	SELECT pa."user_id", pa."question_id", q."skill", q."task", count(*)::int
	FROM "practice_answers" pa JOIN "questions" q ON q."id" = pa."question_id"
	WHERE pa."status" = 'SCORED'
	GROUP BY pa."user_id", pa."question_id", q."skill", q."task";
--> statement-breakpoint
-- An answer counts from when it is SCORED: inserted so (objective answers), or updated to it by its scoring job.
CREATE OR REPLACE FUNCTION "question_practice_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	was boolean := TG_OP <> 'INSERT' AND OLD."status" = 'SCORED';
	now_scored boolean := TG_OP <> 'DELETE' AND NEW."status" = 'SCORED';
BEGIN
	IF now_scored AND NOT was THEN
		INSERT INTO "question_practice" ("user_id", "question_id", "skill", "task", "count")
			SELECT NEW."user_id", NEW."question_id", q."skill", q."task", 1 FROM "questions" q WHERE q."id" = NEW."question_id"
			ON CONFLICT ("user_id", "question_id") DO UPDATE SET "count" = "question_practice"."count" + 1;
		INSERT INTO "question_answer_counts" ("question_id", "count") VALUES (NEW."question_id", 1)
			ON CONFLICT ("question_id") DO UPDATE SET "count" = "question_answer_counts"."count" + 1;
	ELSIF was AND NOT now_scored THEN
		UPDATE "question_practice" SET "count" = "count" - 1 WHERE "user_id" = OLD."user_id" AND "question_id" = OLD."question_id";
		DELETE FROM "question_practice" WHERE "user_id" = OLD."user_id" AND "question_id" = OLD."question_id" AND "count" <= 0;
		UPDATE "question_answer_counts" SET "count" = greatest("count" - 1, 0) WHERE "question_id" = OLD."question_id";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "practice_answers_count" ON "practice_answers";
--> statement-breakpoint
CREATE TRIGGER "practice_answers_count" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "practice_answers"
	FOR EACH ROW EXECUTE FUNCTION "question_practice_count"();
--> statement-breakpoint
-- Searching titles: a trigram index where the server's PostgreSQL has the pg_trgm contrib (PGlite, the default start,
-- does not load it: its banks are small and the task's covering index serves the search).
DO $$
BEGIN
	IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE "name" = 'pg_trgm') THEN
		CREATE EXTENSION IF NOT EXISTS "pg_trgm";
		CREATE INDEX IF NOT EXISTS "questions_title_trgm" ON "questions" USING gin ("title" gin_trgm_ops);
	END IF;
END $$;
