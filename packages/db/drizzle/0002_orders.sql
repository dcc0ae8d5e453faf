CREATE TABLE "order_counts" (
	"customer_id" text NOT NULL,
	"price_group" text NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_counts_customer_id_price_group_status_pk" PRIMARY KEY("customer_id","price_group","status")
);
--> statement-breakpoint
CREATE TABLE "order_transitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" uuid,
	"by_name" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_name" text NOT NULL,
	"order_number" text DEFAULT '' NOT NULL,
	"sales_order_number" text,
	"status" text NOT NULL,
	"transfer" boolean DEFAULT false NOT NULL,
	"sender" text,
	"receiver" text,
	"extra_details" text DEFAULT '' NOT NULL,
	"quote_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"shipping_agent" text,
	"tracking_number" text,
	"shipping_date" timestamp with time zone,
	"rejection_reason" text,
	"owner_id" uuid,
	"user_details" jsonb NOT NULL,
	"customer_id" text NOT NULL,
	"price_group" text NOT NULL,
	"tier_rate_bp" integer NOT NULL,
	"dealer_name" text NOT NULL,
	"dealer_key" text GENERATED ALWAYS AS (lower("orders"."dealer_name")) STORED NOT NULL,
	"screens_total" bigint NOT NULL,
	"roofs_total" bigint NOT NULL,
	"parts_total" bigint NOT NULL,
	"total_price" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"list_lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_transitions" ADD CONSTRAINT "order_transitions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transitions" ADD CONSTRAINT "order_transitions_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_transitions_order_idx" ON "order_transitions" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "orders_owner_updated_idx" ON "orders" USING btree ("owner_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "orders_customer_updated_idx" ON "orders" USING btree ("customer_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "orders_customer_dealer_idx" ON "orders" USING btree ("customer_id","dealer_key","id","status","price_group");--> statement-breakpoint
CREATE INDEX "orders_updated_idx" ON "orders" USING btree ("updated_at","id","status","price_group","customer_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id","status","price_group","customer_id");--> statement-breakpoint
CREATE INDEX "orders_dealer_idx" ON "orders" USING btree ("dealer_key","customer_id","id","status","price_group");--> statement-breakpoint
CREATE INDEX "orders_name_idx" ON "orders" USING btree (lower("order_name"),"id");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_price","id","status","price_group","customer_id");--> statement-breakpoint
CREATE INDEX "orders_status_updated_idx" ON "orders" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "orders_group_status_updated_idx" ON "orders" USING btree ("price_group","status","updated_at","id");