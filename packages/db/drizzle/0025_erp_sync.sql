CREATE SEQUENCE "public"."sample_erp_sales_order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "erp_sync" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim" uuid,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"sales_order_id" text,
	"sales_order_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erp_sync_status_check" CHECK ("erp_sync"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sample_erp_sales_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text DEFAULT ('S-ORD-' || nextval('sample_erp_sales_order_numbers')) NOT NULL,
	"external_document_number" text NOT NULL,
	"header" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_erp_sales_orders_number_key" UNIQUE("number"),
	CONSTRAINT "sample_erp_sales_orders_external_key" UNIQUE("external_document_number")
);
--> statement-breakpoint
ALTER TABLE "erp_sync" ADD CONSTRAINT "erp_sync_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erp_sync_due_idx" ON "erp_sync" USING btree ("next_attempt_at") WHERE "erp_sync"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "erp_sync_status_idx" ON "erp_sync" USING btree ("status","order_id");