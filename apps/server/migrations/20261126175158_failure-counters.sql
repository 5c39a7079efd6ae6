-- Unlogged: no WAL for each failed sign-in, and counters lost in a crash (or absent on a replica) cost nothing.
CREATE UNLOGGED TABLE "failure_counters" (
	"limit_name" text NOT NULL,
	"key_hash" text NOT NULL,
	"times" bigint[] NOT NULL,
	"keep" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "failure_counters_limit_name_key_hash_pk" PRIMARY KEY("limit_name","key_hash")
);
--> statement-breakpoint
CREATE INDEX "failure_counters_expires_idx" ON "failure_counters" USING btree ("expires_at");