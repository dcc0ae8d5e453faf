CREATE TABLE "warranty_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "warranty_requests_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"order_name" text NOT NULL,
	"owner_id" uuid,
	"customer_id" text NOT NULL,
	"dealer_name" text NOT NULL,
	"user_details" jsonb NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"message" text NOT NULL,
	"items" jsonb NOT NULL,
	"items_count" integer NOT NULL,
	"history" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_requests_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "warranty_requests" ADD CONSTRAINT "warranty_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_requests" ADD CONSTRAINT "warranty_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warranty_owner_idx" ON "warranty_requests" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "warranty_customer_idx" ON "warranty_requests" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "warranty_created_idx" ON "warranty_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "warranty_status_idx" ON "warranty_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "warranty_order_idx" ON "warranty_requests" USING btree ("order_id","created_at","id");