DROP INDEX "orders_customer_list_idx";--> statement-breakpoint
DROP INDEX "orders_customer_created_idx";--> statement-breakpoint
DROP INDEX "orders_customer_total_idx";--> statement-breakpoint
DROP INDEX "orders_customer_status_idx";--> statement-breakpoint
DROP INDEX "orders_customer_name_idx";--> statement-breakpoint
CREATE INDEX "orders_customer_list_idx" ON "orders" USING btree ("customer_id","updated_at","id","status","price_group");--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at","id","status","price_group");--> statement-breakpoint
CREATE INDEX "orders_customer_total_idx" ON "orders" USING btree ("customer_id","total_price","id","status","price_group");--> statement-breakpoint
CREATE INDEX "orders_customer_status_idx" ON "orders" USING btree ("customer_id","status","updated_at","id","price_group");--> statement-breakpoint
CREATE INDEX "orders_customer_name_idx" ON "orders" USING btree ("customer_id","name_key","id","status","price_group");