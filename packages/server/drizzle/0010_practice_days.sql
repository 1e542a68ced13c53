CREATE TABLE "practice_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"skill" varchar(16) NOT NULL,
	"task" varchar(48) NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"scored_answers" integer DEFAULT 0 NOT NULL,
	"score_ratio_sum" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "practice_days_user_id_day_skill_task_pk" PRIMARY KEY("user_id","day","skill","task")
);
--> statement-breakpoint
DROP INDEX "practice_answers_user_modified";--> statement-breakpoint
ALTER TABLE "practice_days" ADD CONSTRAINT "practice_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keeps practice_days in step with practice_answers: an answer counts on its day in the learner's time zone.
CREATE FUNCTION "practice_days_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text;
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT "time_zone" INTO zone FROM "users" WHERE "id" = OLD."user_id";
    UPDATE "practice_days" SET
      "answers" = "answers" - 1,
      "scored_answers" = "scored_answers" - (CASE WHEN OLD."max_score" > 0 THEN 1 ELSE 0 END),
      "score_ratio_sum" = "score_ratio_sum" - (CASE WHEN OLD."max_score" > 0 THEN OLD."score" / OLD."max_score" ELSE 0 END)
    WHERE "user_id" = OLD."user_id" AND "day" = (OLD."last_modified_date" AT TIME ZONE coalesce(zone, 'UTC'))::date
      AND "skill" = OLD."skill" AND "task" = OLD."task";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT "time_zone" INTO zone FROM "users" WHERE "id" = NEW."user_id";
    INSERT INTO "practice_days" AS d ("user_id", "day", "skill", "task", "answers", "scored_answers", "score_ratio_sum")
    VALUES (
      NEW."user_id", (NEW."last_modified_date" AT TIME ZONE coalesce(zone, 'UTC'))::date, NEW."skill", NEW."task", 1,
      CASE WHEN NEW."max_score" > 0 THEN 1 ELSE 0 END,
      CASE WHEN NEW."max_score" > 0 THEN NEW."score" / NEW."max_score" ELSE 0 END
    )
    ON CONFLICT ("user_id", "day", "skill", "task") DO UPDATE SET
      "answers" = d."answers" + 1,
      "scored_answers" = d."scored_answers" + EXCLUDED."scored_answers",
      "score_ratio_sum" = d."score_ratio_sum" + EXCLUDED."score_ratio_sum";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "practice_answers_days" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "skill", "task", "score", "max_score", "last_modified_date"
  ON "practice_answers" FOR EACH ROW EXECUTE FUNCTION "practice_days_count"();--> statement-breakpoint
-- The answers given before this migration.
INSERT INTO "practice_days" ("user_id", "day", "skill", "task", "answers", "scored_answers", "score_ratio_sum")
SELECT a."user_id", (a."last_modified_date" AT TIME ZONE u."time_zone")::date, a."skill", a."task", count(*),
  count(*) FILTER (WHERE a."max_score" > 0), coalesce(sum(a."score" / a."max_score") FILTER (WHERE a."max_score" > 0), 0)
FROM "practice_answers" a JOIN "users" u ON u."id" = a."user_id"
GROUP BY 1, 2, 3, 4;
