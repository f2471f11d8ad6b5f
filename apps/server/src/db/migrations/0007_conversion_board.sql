CREATE TABLE "conversion_outputs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversion_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"run" integer NOT NULL,
	"position" integer NOT NULL,
	"journal_id" text NOT NULL,
	"journal_title" text NOT NULL,
	"article_type" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"job_id" text,
	"docx_file_id" uuid,
	"report_file_id" uuid,
	"figure_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_code" text,
	"error_detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "manuscript_file_id" uuid;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "client_html" text;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "auto_tags" jsonb;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "auto_tag_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "auto_tag_job_id" text;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "current_target_step" text;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "additional_text" jsonb;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "convert_run" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversion_outputs" ADD CONSTRAINT "conversion_outputs_conversion_id_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_outputs" ADD CONSTRAINT "conversion_outputs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_outputs_run_journal_key" ON "conversion_outputs" USING btree ("conversion_id","run","journal_id");--> statement-breakpoint
CREATE INDEX "conversion_outputs_conversion_idx" ON "conversion_outputs" USING btree ("conversion_id","run");