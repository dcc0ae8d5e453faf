DROP INDEX "orders_updated_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_name_idx";--> statement-breakpoint
DROP INDEX "orders_total_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_name_idx";--> statement-breakpoint
DROP INDEX "orders_status_total_idx";--> statement-breakpoint
DROP INDEX "orders_group_updated_idx";--> statement-breakpoint
DROP INDEX "orders_group_created_idx";--> statement-breakpoint
DROP INDEX "orders_group_name_idx";--> statement-breakpoint
DROP INDEX "orders_group_total_idx";--> statement-breakpoint
ALTER TABLE "erp_customers" ADD COLUMN "short_id" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "erp_customers_short_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_short_id" integer;--> statement-breakpoint
-- orders.customer_short_id follows customer_id, whatever writes the order (the service, a bulk load, a repair).
CREATE FUNCTION "orders_customer_short_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.customer_short_id := (SELECT c.short_id FROM erp_customers c WHERE c.id = NEW.customer_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_customer_short_id" BEFORE INSERT OR UPDATE OF "customer_id" ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_customer_short_id"();--> statement-breakpoint
-- An order may name a customer the portal learns of later (orders are not tied to customers by a key).
CREATE FUNCTION "erp_customers_orders_short_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET customer_short_id = NEW.short_id WHERE customer_id = NEW.id AND customer_short_id IS DISTINCT FROM NEW.short_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "erp_customers_orders_short_id" AFTER INSERT ON "erp_customers" FOR EACH ROW EXECUTE FUNCTION "erp_customers_orders_short_id"();--> statement-breakpoint
UPDATE "orders" o SET "customer_short_id" = c."short_id" FROM "erp_customers" c WHERE c."id" = o."customer_id";--> statement-breakpoint
CREATE INDEX "orders_updated_idx" ON "orders" USING btree ("updated_at","id","status","price_group","customer_short_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id","status","price_group","customer_short_id");--> statement-breakpoint
CREATE INDEX "orders_name_idx" ON "orders" USING btree ("name_key","id","status","price_group","customer_short_id");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_price","id","status","price_group","customer_short_id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id","price_group","customer_short_id");--> statement-breakpoint
CREATE INDEX "orders_status_name_idx" ON "orders" USING btree ("status","name_key","id","price_group","customer_short_id");--> statement-breakpoint
CREATE INDEX "orders_status_total_idx" ON "orders" USING btree ("status","total_price","id","price_group","customer_short_id");--> statement-breakpoint
CREATE INDEX "orders_group_updated_idx" ON "orders" USING btree ("price_group","updated_at","id","status","customer_short_id") WHERE "orders"."status" not in ('DRAFT', 'IN_CART');--> statement-breakpoint
CREATE INDEX "orders_group_created_idx" ON "orders" USING btree ("price_group","created_at","id","status","customer_short_id") WHERE "orders"."status" not in ('DRAFT', 'IN_CART');--> statement-breakpoint
CREATE INDEX "orders_group_name_idx" ON "orders" USING btree ("price_group","name_key","id","status","customer_short_id") WHERE "orders"."status" not in ('DRAFT', 'IN_CART');--> statement-breakpoint
CREATE INDEX "orders_group_total_idx" ON "orders" USING btree ("price_group","total_price","id","status","customer_short_id") WHERE "orders"."status" not in ('DRAFT', 'IN_CART');--> statement-breakpoint
ALTER TABLE "erp_customers" ADD CONSTRAINT "erp_customers_short_id_unique" UNIQUE("short_id");