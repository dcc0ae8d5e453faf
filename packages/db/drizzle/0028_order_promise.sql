ALTER TABLE "orders" ADD COLUMN "promised_ship_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "line_production" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_promised_idx" ON "orders" USING btree ("promised_ship_date","id") WHERE "orders"."status" = 'APPROVED';