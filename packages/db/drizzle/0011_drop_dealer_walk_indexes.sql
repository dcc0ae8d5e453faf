DROP INDEX "orders_dealer_idx";--> statement-breakpoint
DROP INDEX "orders_status_dealer_idx";