CREATE TABLE "reference_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"source" text NOT NULL,
	"parsed" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pmid" text,
	"precautions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pubmed" jsonb,
	"validated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reference_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reference_type" text NOT NULL,
	"step" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'checking' NOT NULL,
	"style" text,
	"job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reference_items" ADD CONSTRAINT "reference_items_order_id_reference_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."reference_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_orders" ADD CONSTRAINT "reference_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reference_items_order_index_key" ON "reference_items" USING btree ("order_id","index");--> statement-breakpoint
CREATE INDEX "reference_orders_user_id_idx" ON "reference_orders" USING btree ("user_id","created_at");