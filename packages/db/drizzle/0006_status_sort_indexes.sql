CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id","price_group","customer_id");--> statement-breakpoint
CREATE INDEX "orders_status_dealer_idx" ON "orders" USING btree ("status","dealer_key","customer_id","id","price_group");--> statement-breakpoint
CREATE INDEX "orders_status_name_idx" ON "orders" USING btree ("status","name_key","id","price_group","customer_id");--> statement-breakpoint
CREATE INDEX "orders_status_total_idx" ON "orders" USING btree ("status","total_price","id","price_group","customer_id");