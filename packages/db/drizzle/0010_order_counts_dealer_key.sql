-- The counters gain the dealer key: emptied, rekeyed, and counted again from the orders.
DELETE FROM "order_counts";--> statement-breakpoint
ALTER TABLE "order_counts" DROP CONSTRAINT "order_counts_customer_id_price_group_status_pk";--> statement-breakpoint
ALTER TABLE "order_counts" ADD COLUMN "dealer_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_customer_id_dealer_key_price_group_status_pk" PRIMARY KEY("customer_id","dealer_key","price_group","status");--> statement-breakpoint
INSERT INTO "order_counts" ("customer_id", "dealer_key", "price_group", "status", "n")
  SELECT "customer_id", "dealer_key", "price_group", "status", count(*) FROM "orders" GROUP BY "customer_id", "dealer_key", "price_group", "status";--> statement-breakpoint
ANALYZE "order_counts";
