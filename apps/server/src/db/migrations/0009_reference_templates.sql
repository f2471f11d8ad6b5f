CREATE TABLE "reference_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"template_type" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" uuid,
	"setting" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reference_templates" ADD CONSTRAINT "reference_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_templates" ADD CONSTRAINT "reference_templates_parent_id_reference_templates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reference_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reference_templates_user_parent_idx" ON "reference_templates" USING btree ("user_id","parent_id");