DROP INDEX "knowledge_articles_search_english_idx";--> statement-breakpoint
DROP INDEX "knowledge_articles_search_french_idx";--> statement-breakpoint
DROP INDEX "knowledge_articles_search_spanish_idx";--> statement-breakpoint
DROP INDEX "knowledge_articles_search_portuguese_idx";--> statement-breakpoint
DROP INDEX "knowledge_articles_search_norwegian_idx";--> statement-breakpoint
DROP INDEX "knowledge_articles_search_italian_idx";--> statement-breakpoint
DROP INDEX "knowledge_articles_search_swedish_idx";--> statement-breakpoint
DROP INDEX "knowledge_articles_search_german_idx";--> statement-breakpoint
CREATE INDEX "knowledge_articles_search_english_idx" ON "knowledge_articles" USING gin ("search") WITH (gin_pending_list_limit=64) WHERE language in ('en-US');--> statement-breakpoint
CREATE INDEX "knowledge_articles_search_french_idx" ON "knowledge_articles" USING gin ("search") WITH (gin_pending_list_limit=64) WHERE language in ('fr-FR');--> statement-breakpoint
CREATE INDEX "knowledge_articles_search_spanish_idx" ON "knowledge_articles" USING gin ("search") WITH (gin_pending_list_limit=64) WHERE language in ('es-419', 'es-ES');--> statement-breakpoint
CREATE INDEX "knowledge_articles_search_portuguese_idx" ON "knowledge_articles" USING gin ("search") WITH (gin_pending_list_limit=64) WHERE language in ('pt-BR');--> statement-breakpoint
CREATE INDEX "knowledge_articles_search_norwegian_idx" ON "knowledge_articles" USING gin ("search") WITH (gin_pending_list_limit=64) WHERE language in ('nb-NO');--> statement-breakpoint
CREATE INDEX "knowledge_articles_search_italian_idx" ON "knowledge_articles" USING gin ("search") WITH (gin_pending_list_limit=64) WHERE language in ('it-IT');--> statement-breakpoint
CREATE INDEX "knowledge_articles_search_swedish_idx" ON "knowledge_articles" USING gin ("search") WITH (gin_pending_list_limit=64) WHERE language in ('sv-SE');--> statement-breakpoint
CREATE INDEX "knowledge_articles_search_german_idx" ON "knowledge_articles" USING gin ("search") WITH (gin_pending_list_limit=64) WHERE language in ('de-DE');