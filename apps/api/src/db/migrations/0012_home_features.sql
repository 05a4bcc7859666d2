CREATE TABLE "home_features" (
	"kind" text NOT NULL,
	"position" smallint NOT NULL,
	"category_id" uuid,
	"product_id" uuid,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_features_kind_position_pk" PRIMARY KEY("kind","position"),
	CONSTRAINT "home_features_kind_check" CHECK ("home_features"."kind" in ('product_category', 'product')),
	CONSTRAINT "home_features_position_check" CHECK ("home_features"."position" between 1 and 8),
	CONSTRAINT "home_features_target_check" CHECK (("home_features"."kind" = 'product_category') = ("home_features"."category_id" is not null)
        and ("home_features"."kind" = 'product') = ("home_features"."product_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "home_features" ADD CONSTRAINT "home_features_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_features" ADD CONSTRAINT "home_features_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_features" ADD CONSTRAINT "home_features_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "home_features_category_key" ON "home_features" USING btree ("category_id") WHERE "home_features"."category_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "home_features_product_key" ON "home_features" USING btree ("product_id") WHERE "home_features"."product_id" is not null;