CREATE TABLE "vitals_daily" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"device_class" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "vitals_daily_day_route_device_class_metric_value_pk" PRIMARY KEY("day","route","device_class","metric","value")
);
--> statement-breakpoint
CREATE TABLE "vitals_raw" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vitals_raw_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"route" text NOT NULL,
	"device_class" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vitals_raw_day_idx" ON "vitals_raw" USING btree ("day");