ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Accounts made before addresses were verified keep their free answers.
UPDATE "users" SET "email_verified_at" = now() WHERE "email_verified_at" IS NULL;
