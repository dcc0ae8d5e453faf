DROP INDEX "orders_customer_list_idx";--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_customer_total_idx" ON "orders" USING btree ("customer_id","total_price","id");--> statement-breakpoint
CREATE INDEX "orders_customer_shipped_idx" ON "orders" USING btree ("customer_id","shipping_date","id");--> statement-breakpoint
CREATE INDEX "orders_customer_number_idx" ON "orders" USING btree ("customer_id","order_number","id");--> statement-breakpoint
CREATE INDEX "orders_customer_status_idx" ON "orders" USING btree ("customer_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "orders_customer_name_idx" ON "orders" USING btree ("customer_id","name_key","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id","price_group","customer_id");--> statement-breakpoint
CREATE INDEX "orders_status_dealer_idx" ON "orders" USING btree ("status","dealer_key","customer_id","id","price_group");--> statement-breakpoint
CREATE INDEX "orders_status_name_idx" ON "orders" USING btree ("status","name_key","id","price_group","customer_id");--> statement-breakpoint
CREATE INDEX "orders_status_total_idx" ON "orders" USING btree ("status","total_price","id","price_group","customer_id");--> statement-breakpoint
CREATE INDEX "orders_customer_list_idx" ON "orders" USING btree ("customer_id","updated_at","id");