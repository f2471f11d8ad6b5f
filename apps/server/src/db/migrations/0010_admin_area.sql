CREATE TABLE "bulletins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"texts" jsonb NOT NULL,
	"published_from" timestamp with time zone NOT NULL,
	"published_to" timestamp with time zone,
	"author_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_template_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"journal_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reference_template_id" uuid,
	"definition" jsonb NOT NULL,
	"author_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversion_outputs" ADD COLUMN "family_version_id" uuid;--> statement-breakpoint
ALTER TABLE "conversion_outputs" ADD COLUMN "journal_version_id" uuid;--> statement-breakpoint
ALTER TABLE "bulletins" ADD CONSTRAINT "bulletins_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_template_versions" ADD CONSTRAINT "journal_template_versions_template_id_journal_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."journal_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_template_versions" ADD CONSTRAINT "journal_template_versions_reference_template_id_reference_templates_id_fk" FOREIGN KEY ("reference_template_id") REFERENCES "public"."reference_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_template_versions" ADD CONSTRAINT "journal_template_versions_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulletins_published_from_idx" ON "bulletins" USING btree ("published_from");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_template_versions_template_version" ON "journal_template_versions" USING btree ("template_id","version");--> statement-breakpoint
CREATE INDEX "journal_template_versions_reference_template_idx" ON "journal_template_versions" USING btree ("reference_template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_templates_kind_key" ON "journal_templates" USING btree ("kind","key");