ALTER TABLE "conversions" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "source_file_id" uuid;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "upload_error_code" text;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "upload_error_detail" text;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "step_data" jsonb;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "target_journals" jsonb;