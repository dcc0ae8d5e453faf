DROP INDEX "orders_group_updated_idx";--> statement-breakpoint
DROP INDEX "orders_group_created_idx";--> statement-breakpoint
DROP INDEX "orders_group_name_idx";--> statement-breakpoint
DROP INDEX "orders_group_total_idx";--> statement-breakpoint
CREATE INDEX "orders_group_updated_idx" ON "orders" USING btree ("price_group","updated_at","id","status","customer_short_id") WHERE "orders"."status" not in ('DRAFT', 'IN_CART', 'AWAITING_DEALER_APPROVAL');--> statement-breakpoint
CREATE INDEX "orders_group_created_idx" ON "orders" USING btree ("price_group","created_at","id","status","customer_short_id") WHERE "orders"."status" not in ('DRAFT', 'IN_CART', 'AWAITING_DEALER_APPROVAL');--> statement-breakpoint
CREATE INDEX "orders_group_name_idx" ON "orders" USING btree ("price_group","name_key","id","status","customer_short_id") WHERE "orders"."status" not in ('DRAFT', 'IN_CART', 'AWAITING_DEALER_APPROVAL');--> statement-breakpoint
CREATE INDEX "orders_group_total_idx" ON "orders" USING btree ("price_group","total_price","id","status","customer_short_id") WHERE "orders"."status" not in ('DRAFT', 'IN_CART', 'AWAITING_DEALER_APPROVAL');