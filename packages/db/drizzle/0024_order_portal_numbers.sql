CREATE SEQUENCE "public"."order_portal_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- The portal order number of the n-th order: 'P-' and at least six digits (P-000123; P-1234567 past a million, never cut short).
CREATE FUNCTION portal_number_of(n bigint) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT 'P-' || lpad(n::text, greatest(6, length(n::text)), '0') $$;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "portal_number" text;--> statement-breakpoint
-- The orders already placed are numbered in the order they were created.
UPDATE "orders" o SET "portal_number" = portal_number_of(n.rn)
  FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS rn FROM "orders") n
  WHERE o."id" = n."id";--> statement-breakpoint
SELECT setval('order_portal_numbers', (SELECT count(*) FROM "orders") + 1, false);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "portal_number" SET DEFAULT portal_number_of(nextval('order_portal_numbers'));--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "portal_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_portal_number_key" UNIQUE("portal_number");--> statement-breakpoint
ALTER TABLE "warranty_requests" ADD COLUMN "order_portal_number" text;--> statement-breakpoint
-- A warranty request names its order by its portal number as well as by its name.
UPDATE "warranty_requests" w SET "order_portal_number" = o."portal_number" FROM "orders" o WHERE o."id" = w."order_id";--> statement-breakpoint
ALTER TABLE "warranty_requests" ALTER COLUMN "order_portal_number" SET NOT NULL;
