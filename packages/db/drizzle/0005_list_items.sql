CREATE SEQUENCE "public"."order_list_item_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_list_items" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT nextval('order_list_item_versions') NOT NULL,
	"format" integer NOT NULL,
	"item" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_owner_updated_idx";--> statement-breakpoint
DROP INDEX "orders_customer_updated_idx";--> statement-breakpoint
DROP INDEX "orders_name_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower("orders"."order_name")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "order_list_items" ADD CONSTRAINT "order_list_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_owner_list_idx" ON "orders" USING btree ("owner_id","updated_at","id","created_at","total_price","shipping_date","order_number","status","name_key");--> statement-breakpoint
CREATE INDEX "orders_customer_list_idx" ON "orders" USING btree ("customer_id","updated_at","id","created_at","total_price","shipping_date","order_number","status","name_key");--> statement-breakpoint
CREATE INDEX "orders_sender_idx" ON "orders" USING btree ("sender") WHERE "orders"."sender" is not null;--> statement-breakpoint
CREATE INDEX "orders_receiver_idx" ON "orders" USING btree ("receiver") WHERE "orders"."receiver" is not null;--> statement-breakpoint
CREATE INDEX "orders_name_idx" ON "orders" USING btree ("name_key","id","status","price_group","customer_id");--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "list_lines";--> statement-breakpoint
-- Items stay in the row, uncompressed, up to a page (8160 bytes): a list page reads them without decompressing.
ALTER TABLE "order_list_items" SET (toast_tuple_target = 8160);--> statement-breakpoint
ALTER TABLE "order_list_items" ALTER COLUMN "item" SET STORAGE MAIN;
