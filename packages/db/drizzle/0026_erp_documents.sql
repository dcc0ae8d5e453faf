CREATE SEQUENCE "public"."sample_erp_invoice_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 103001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."sample_erp_shipment_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 102001 CACHE 1;--> statement-breakpoint
CREATE TABLE "erp_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"number" text NOT NULL,
	"invoice_date" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp_shipments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"number" text NOT NULL,
	"shipment_date" text NOT NULL,
	"shipping_agent" text,
	"tracking_number" text,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_erp_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text DEFAULT ('S-INV-' || nextval('sample_erp_invoice_numbers')) NOT NULL,
	"order_number" text NOT NULL,
	"invoice_date" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_erp_shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text DEFAULT ('S-SHP-' || nextval('sample_erp_shipment_numbers')) NOT NULL,
	"order_number" text NOT NULL,
	"shipment_date" text NOT NULL,
	"shipping_agent_code" text NOT NULL,
	"package_tracking_no" text NOT NULL,
	"lines" jsonb NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "erp_invoices" ADD CONSTRAINT "erp_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_shipments" ADD CONSTRAINT "erp_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erp_invoices_order_idx" ON "erp_invoices" USING btree ("order_id","invoice_date");--> statement-breakpoint
CREATE INDEX "erp_shipments_order_idx" ON "erp_shipments" USING btree ("order_id","shipment_date");--> statement-breakpoint
CREATE INDEX "orders_sales_order_number_idx" ON "orders" USING btree ("sales_order_number") WHERE "orders"."sales_order_number" is not null;