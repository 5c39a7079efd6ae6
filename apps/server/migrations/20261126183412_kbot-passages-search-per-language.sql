DROP INDEX "kbot_passages_search_idx";--> statement-breakpoint
CREATE INDEX "kbot_passages_search_english_idx" ON "kbot_passages" USING gin ("search") WITH (gin_pending_list_limit=64) WHERE language in ('en-US');--> statement-breakpoint
CREATE INDEX "kbot_passages_search_french_idx" ON "kbot_passages" USING gin ("search") WITH (gin_pending_list_limit=64) WHERE language in ('fr-FR');--> statement-breakpoint
CREATE INDEX "kbot_passages_search_spanish_idx" ON "kbot_passages" USING gin ("search") WITH (gin_pending_list_limit=64) WHERE language in ('es-419', 'es-ES');--> statement-breakpoint
CREATE INDEX "kbot_passages_search_portuguese_idx" ON "kbot_passages" USING gin ("search") WITH (gin_pending_list_limit=64) WHERE language in ('pt-BR');--> statement-breakpoint
CREATE INDEX "kbot_passages_search_norwegian_idx" ON "kbot_passages" USING gin ("search") WITH (gin_pending_list_limit=64) WHERE language in ('nb-NO');--> statement-breakpoint
CREATE INDEX "kbot_passages_search_italian_idx" ON "kbot_passages" USING gin ("search") WITH (gin_pending_list_limit=64) WHERE language in ('it-IT');--> statement-breakpoint
CREATE INDEX "kbot_passages_search_swedish_idx" ON "kbot_passages" USING gin ("search") WITH (gin_pending_list_limit=64) WHERE language in ('sv-SE');--> statement-breakpoint
CREATE INDEX "kbot_passages_search_german_idx" ON "kbot_passages" USING gin ("search") WITH (gin_pending_list_limit=64) WHERE language in ('de-DE');