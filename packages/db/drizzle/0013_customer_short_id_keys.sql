ALTER TABLE "order_counts" ADD COLUMN "customer_short_id" integer;--> statement-breakpoint
-- The counters' short id follows their customer id as the orders' does (the same trigger function, 0012).
CREATE TRIGGER "order_counts_customer_short_id" BEFORE INSERT OR UPDATE OF "customer_id" ON "order_counts" FOR EACH ROW EXECUTE FUNCTION "orders_customer_short_id"();--> statement-breakpoint
-- A customer added after orders naming it fills their counters' short ids too.
CREATE OR REPLACE FUNCTION "erp_customers_orders_short_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET customer_short_id = NEW.short_id WHERE customer_id = NEW.id AND customer_short_id IS DISTINCT FROM NEW.short_id;
  UPDATE order_counts SET customer_short_id = NEW.short_id WHERE customer_id = NEW.id AND customer_short_id IS DISTINCT FROM NEW.short_id;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE "order_counts" oc SET "customer_short_id" = c."short_id" FROM "erp_customers" c WHERE c."id" = oc."customer_id";--> statement-breakpoint
ANALYZE "order_counts";--> statement-breakpoint
-- Every short id an order or a counter carries names a customer: the largest customer's bounds them all.
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_customer_short_id_erp_customers_short_id_fk" FOREIGN KEY ("customer_short_id") REFERENCES "public"."erp_customers"("short_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_short_id_erp_customers_short_id_fk" FOREIGN KEY ("customer_short_id") REFERENCES "public"."erp_customers"("short_id") ON DELETE no action ON UPDATE no action;
