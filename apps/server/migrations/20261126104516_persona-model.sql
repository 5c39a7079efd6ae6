ALTER TABLE "usecases" ADD COLUMN "customer_goal" text;--> statement-breakpoint
ALTER TABLE "usecases" ADD COLUMN "customer_objections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "usecases" ADD COLUMN "customer_mood" text;