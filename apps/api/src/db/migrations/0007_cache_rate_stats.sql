CREATE TABLE "cache_rate_refresh" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cache_rate_refresh_one_row" CHECK ("cache_rate_refresh"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "cache_rate_stats" (
	"category_key" uuid NOT NULL,
	"scope" text NOT NULL,
	"uf" text DEFAULT '' NOT NULL,
	"city_key" text DEFAULT '' NOT NULL,
	"n" integer NOT NULL,
	"p25" numeric NOT NULL,
	"p50" numeric NOT NULL,
	"p75" numeric NOT NULL,
	CONSTRAINT "cache_rate_stats_category_key_scope_uf_city_key_pk" PRIMARY KEY("category_key","scope","uf","city_key"),
	CONSTRAINT "cache_rate_stats_scope_check" CHECK ("cache_rate_stats"."scope" in ('city','uf','country'))
);
