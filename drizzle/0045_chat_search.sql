-- Searching a room's history (issue 36, server/chat/repository.ts `searchMessages`): a message's
-- Markdown is matched anywhere, whatever its case and language (`content ILIKE '%term%'`), through
-- a trigram index of pg_trgm (created by 0018 for the global search). Deleted messages are never
-- found, so they are left out of the index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "chat_messages_content_trgm_idx" ON "chat_messages" USING gin ("content" gin_trgm_ops) WHERE "deleted_at" IS NULL;
