CREATE TABLE "adjustment_attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"issue_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adjustment_comments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"issue_id" uuid NOT NULL,
	"text" text NOT NULL,
	"author_id" uuid,
	"author_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adjustment_issues" (
	"id" uuid PRIMARY KEY NOT NULL,
	"adjustment_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"item_position" integer NOT NULL,
	"issue_position" integer NOT NULL,
	"issue_type" text NOT NULL,
	"adjustment_type" text DEFAULT 'None' NOT NULL,
	"resolution_status" text DEFAULT 'Draft' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"modifications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bc_item" jsonb,
	"portal_item" jsonb,
	"ordered_quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adjustments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"owner_id" uuid,
	"customer_id" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"reviewer_notes" text DEFAULT '' NOT NULL,
	"shipping_agent" text,
	"tracking_number" text,
	"shipped_at" timestamp with time zone,
	"warranty_issues_count" integer DEFAULT 0 NOT NULL,
	"reorder_issues_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adjustment_attachments" ADD CONSTRAINT "adjustment_attachments_issue_id_adjustment_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."adjustment_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_comments" ADD CONSTRAINT "adjustment_comments_issue_id_adjustment_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."adjustment_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_comments" ADD CONSTRAINT "adjustment_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_issues" ADD CONSTRAINT "adjustment_issues_adjustment_id_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."adjustments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adjustment_attachments_issue_idx" ON "adjustment_attachments" USING btree ("issue_id","created_at","id");--> statement-breakpoint
CREATE INDEX "adjustment_comments_issue_idx" ON "adjustment_comments" USING btree ("issue_id","created_at","id");--> statement-breakpoint
CREATE INDEX "adjustment_issues_adjustment_idx" ON "adjustment_issues" USING btree ("adjustment_id","item_position","issue_position");--> statement-breakpoint
CREATE INDEX "adjustments_owner_idx" ON "adjustments" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "adjustments_customer_idx" ON "adjustments" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "adjustments_created_idx" ON "adjustments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "adjustments_status_idx" ON "adjustments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "adjustments_order_idx" ON "adjustments" USING btree ("order_id","created_at","id");