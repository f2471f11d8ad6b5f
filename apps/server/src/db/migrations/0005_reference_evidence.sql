ALTER TABLE "reference_items" ADD COLUMN "evidence" jsonb;--> statement-breakpoint
ALTER TABLE "reference_items" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "reference_items" ADD COLUMN "edited" jsonb DEFAULT '[]'::jsonb NOT NULL;