CREATE TABLE "roleplay_never_say" (
	"tenant_id" varchar(24) NOT NULL,
	"phrases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" varchar(24),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roleplay_never_say_tenant_id_pk" PRIMARY KEY("tenant_id")
);
