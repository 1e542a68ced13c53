-- Avatars are images this server stored; links to other sites (tracking pixels) are removed.
UPDATE "users" SET "avatar" = NULL WHERE "avatar" IS NOT NULL AND "avatar" !~ '^/media/uploads/[0-9a-f]{32}\.(png|jpg|webp)$';
