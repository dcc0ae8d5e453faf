CREATE TABLE "catalog_bom_components" (
	"parent_item_no" text NOT NULL,
	"position" integer NOT NULL,
	"item_no" text NOT NULL,
	"description" text NOT NULL,
	"quantity_per" numeric(18, 6) NOT NULL,
	"unit_of_measure_code" text NOT NULL,
	CONSTRAINT "catalog_bom_components_parent_item_no_position_pk" PRIMARY KEY("parent_item_no","position")
);
--> statement-breakpoint
CREATE TABLE "catalog_boms" (
	"parent_item_no" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_item_prices" (
	"item_no" text NOT NULL,
	"sales_code" text NOT NULL,
	"unit_of_measure_code" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	CONSTRAINT "catalog_item_prices_item_no_sales_code_unit_of_measure_code_pk" PRIMARY KEY("item_no","sales_code","unit_of_measure_code")
);
--> statement-breakpoint
CREATE TABLE "catalog_item_units" (
	"item_no" text NOT NULL,
	"code" text NOT NULL,
	"qty_per_unit_of_measure" numeric(18, 6) NOT NULL,
	CONSTRAINT "catalog_item_units_item_no_code_pk" PRIMARY KEY("item_no","code")
);
--> statement-breakpoint
CREATE TABLE "catalog_items" (
	"number" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"display_name2" text,
	"type" text NOT NULL,
	"item_category_code" text NOT NULL,
	"base_unit_of_measure_code" text NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_modified" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"source" text NOT NULL,
	"mode" text NOT NULL,
	"progress" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"deactivated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"entity_counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"watermark" timestamp with time zone,
	"error_message" text,
	"started_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portal_pricing_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer,
	"factor" numeric(12, 6),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_pricing_rules_name_unique" UNIQUE("name"),
	CONSTRAINT "portal_pricing_rules_value_check" CHECK (("portal_pricing_rules"."method" in ('+', '-') and "portal_pricing_rules"."amount_cents" is not null and "portal_pricing_rules"."factor" is null) or ("portal_pricing_rules"."method" in ('*', '/') and "portal_pricing_rules"."factor" is not null and "portal_pricing_rules"."amount_cents" is null))
);
--> statement-breakpoint
ALTER TABLE "catalog_bom_components" ADD CONSTRAINT "catalog_bom_components_parent_item_no_catalog_boms_parent_item_no_fk" FOREIGN KEY ("parent_item_no") REFERENCES "public"."catalog_boms"("parent_item_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_item_prices" ADD CONSTRAINT "catalog_item_prices_item_no_catalog_items_number_fk" FOREIGN KEY ("item_no") REFERENCES "public"."catalog_items"("number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_items_category_idx" ON "catalog_items" USING btree ("item_category_code");--> statement-breakpoint
CREATE UNIQUE INDEX "import_runs_one_running_idx" ON "import_runs" USING btree ("kind") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "import_runs_started_idx" ON "import_runs" USING btree ("kind","started_at");