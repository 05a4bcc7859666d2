CREATE TABLE "product_colors" (
	"product_id" uuid NOT NULL,
	"color_id" uuid NOT NULL,
	CONSTRAINT "product_colors_product_id_color_id_pk" PRIMARY KEY("product_id","color_id")
);
--> statement-breakpoint
CREATE TABLE "product_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"show_as_tag" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"color_id" uuid,
	"position" integer NOT NULL,
	CONSTRAINT "product_images_product_id_image_id_pk" PRIMARY KEY("product_id","image_id"),
	CONSTRAINT "product_images_position_check" CHECK ("product_images"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_materials" (
	"product_id" uuid NOT NULL,
	"material_id" uuid NOT NULL,
	CONSTRAINT "product_materials_product_id_material_id_pk" PRIMARY KEY("product_id","material_id")
);
--> statement-breakpoint
CREATE TABLE "product_subcategories" (
	"product_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "product_subcategories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_videos_url_check" CHECK ("product_videos"."url" ~ '^https://')
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"code" text NOT NULL,
	"importer_code" text,
	"name" text NOT NULL,
	"category_id" uuid NOT NULL,
	"description" text NOT NULL,
	"finishing" text,
	"customizations" text[] DEFAULT '{}'::text[] NOT NULL,
	"allow_ratings" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"deactivated_at" timestamp with time zone,
	"deactivated_by_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('active','inactive')),
	CONSTRAINT "products_deactivated_check" CHECK (("products"."status" = 'inactive') = ("products"."deactivated_at" is not null)),
	CONSTRAINT "products_customizations_check" CHECK ("products"."customizations" <@ array['text','logo','image','attachment']::text[]),
	CONSTRAINT "products_code_check" CHECK (char_length("products"."code") between 1 and 40),
	CONSTRAINT "products_name_check" CHECK (char_length("products"."name") between 3 and 120)
);
--> statement-breakpoint
CREATE TABLE "budget_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"budget_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"product_id" uuid,
	"source" text NOT NULL,
	"reassigned_from_id" uuid,
	"status" text DEFAULT 'new' NOT NULL,
	"answer_deadline" timestamp with time zone NOT NULL,
	"unit_cents" bigint,
	"total_cents" bigint,
	"delivery_days" integer,
	"justification" text,
	"counter_quantity" integer,
	"counter_color_id" uuid,
	"counter_customization" text,
	"decline_reason" text,
	"answered_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"gave_up_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"chosen_at" timestamp with time zone,
	"contact_deadline" timestamp with time zone,
	"contacted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_proposals_status_check" CHECK ("budget_proposals"."status" in ('new','answered','counter','declined','gave_up','expired','chosen','completed','not_chosen','contact_expired','cancelled')),
	CONSTRAINT "budget_proposals_source_check" CHECK ("budget_proposals"."source" in ('client','reassigned','auction')),
	CONSTRAINT "budget_proposals_values_check" CHECK ("budget_proposals"."status" not in ('answered','counter','chosen','completed','contact_expired') or ("budget_proposals"."unit_cents" > 0 and "budget_proposals"."total_cents" >= "budget_proposals"."unit_cents")),
	CONSTRAINT "budget_proposals_counter_check" CHECK ("budget_proposals"."counter_quantity" is null or "budget_proposals"."counter_quantity" between 1 and 100000),
	CONSTRAINT "budget_proposals_contact_check" CHECK ("budget_proposals"."status" not in ('chosen','completed','contact_expired') or "budget_proposals"."contact_deadline" is not null)
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "budgets_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1),
	"kind" text DEFAULT 'budget' NOT NULL,
	"client_id" uuid NOT NULL,
	"product_id" uuid,
	"category_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"color_id" uuid,
	"customization" text DEFAULT 'none' NOT NULL,
	"custom_text" text,
	"logo_colors" smallint,
	"custom_image_id" uuid,
	"attachment_text" text,
	"states" text[] NOT NULL,
	"requested_supplier_ids" uuid[],
	"notes" text,
	"action_type" smallint,
	"target_audience" smallint,
	"goal" smallint,
	"delivery_deadline" date,
	"proposals_until" timestamp with time zone,
	"description" text,
	"status" text DEFAULT 'open' NOT NULL,
	"chosen_proposal_id" uuid,
	"closed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_kind_check" CHECK ("budgets"."kind" in ('budget','reverse_auction')),
	CONSTRAINT "budgets_status_check" CHECK ("budgets"."status" in ('open','deal','completed','contact_expired','cancelled','expired')),
	CONSTRAINT "budgets_quantity_check" CHECK ("budgets"."quantity" between 100 and 100000),
	CONSTRAINT "budgets_customization_check" CHECK ("budgets"."customization" in ('none','text','logo','image','attachment')),
	CONSTRAINT "budgets_logo_colors_check" CHECK ("budgets"."logo_colors" is null or "budgets"."logo_colors" between 1 and 4),
	CONSTRAINT "budgets_attachment_text_check" CHECK ("budgets"."attachment_text" is null or char_length("budgets"."attachment_text") <= 25),
	CONSTRAINT "budgets_states_check" CHECK (cardinality("budgets"."states") between 1 and 3),
	CONSTRAINT "budgets_kind_fields_check" CHECK (("budgets"."kind" = 'budget' and "budgets"."product_id" is not null and cardinality("budgets"."requested_supplier_ids") between 1 and 3) or ("budgets"."kind" = 'reverse_auction' and "budgets"."proposals_until" is not null and "budgets"."action_type" between 0 and 2 and "budgets"."target_audience" between 0 and 6 and "budgets"."goal" between 0 and 2 and "budgets"."delivery_deadline" is not null)),
	CONSTRAINT "budgets_description_check" CHECK ("budgets"."description" is null or char_length("budgets"."description") <= 200),
	CONSTRAINT "budgets_deal_check" CHECK (("budgets"."status" in ('deal','completed','contact_expired')) = ("budgets"."chosen_proposal_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "product_rating_votes" (
	"rating_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_rating_votes_rating_id_user_id_pk" PRIMARY KEY("rating_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "product_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"proposal_id" uuid NOT NULL,
	"material" smallint NOT NULL,
	"finishing" smallint NOT NULL,
	"customization" smallint NOT NULL,
	"title" text NOT NULL,
	"comment" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_ratings_stars_check" CHECK ("product_ratings"."material" between 1 and 5 and "product_ratings"."finishing" between 1 and 5 and "product_ratings"."customization" between 1 and 5),
	CONSTRAINT "product_ratings_title_check" CHECK (char_length("product_ratings"."title") between 3 and 600),
	CONSTRAINT "product_ratings_comment_check" CHECK (char_length("product_ratings"."comment") between 3 and 1500)
);
--> statement-breakpoint
CREATE TABLE "supplier_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"proposal_id" uuid NOT NULL,
	"cost_benefit" smallint NOT NULL,
	"on_time" smallint NOT NULL,
	"support" smallint NOT NULL,
	"quality" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_ratings_stars_check" CHECK ("supplier_ratings"."cost_benefit" between 1 and 5 and "supplier_ratings"."on_time" between 1 and 5 and "supplier_ratings"."support" between 1 and 5 and "supplier_ratings"."quality" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_code_check";--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_details" ADD CONSTRAINT "product_details_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_materials" ADD CONSTRAINT "product_materials_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_materials" ADD CONSTRAINT "product_materials_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_subcategories" ADD CONSTRAINT "product_subcategories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_subcategories" ADD CONSTRAINT "product_subcategories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_videos" ADD CONSTRAINT "product_videos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_suppliers_user_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_proposals" ADD CONSTRAINT "budget_proposals_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_proposals" ADD CONSTRAINT "budget_proposals_supplier_id_suppliers_user_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_proposals" ADD CONSTRAINT "budget_proposals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_proposals" ADD CONSTRAINT "budget_proposals_counter_color_id_colors_id_fk" FOREIGN KEY ("counter_color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_custom_image_id_images_id_fk" FOREIGN KEY ("custom_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_rating_votes" ADD CONSTRAINT "product_rating_votes_rating_id_product_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."product_ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_rating_votes" ADD CONSTRAINT "product_rating_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_proposal_id_budget_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."budget_proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ratings" ADD CONSTRAINT "supplier_ratings_supplier_id_suppliers_user_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ratings" ADD CONSTRAINT "supplier_ratings_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ratings" ADD CONSTRAINT "supplier_ratings_proposal_id_budget_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."budget_proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_details_product_idx" ON "product_details" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_subcategories_category_idx" ON "product_subcategories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_videos_product_idx" ON "product_videos" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "products_supplier_code_key" ON "products" USING btree ("supplier_id",lower("code"));--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "products_importer_code_idx" ON "products" USING btree (lower("importer_code")) WHERE "products"."importer_code" is not null and "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_supplier_idx" ON "products" USING btree ("supplier_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_proposals_supplier_key" ON "budget_proposals" USING btree ("budget_id","supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_proposals_one_deal_key" ON "budget_proposals" USING btree ("budget_id") WHERE "budget_proposals"."status" in ('chosen','completed','contact_expired');--> statement-breakpoint
CREATE INDEX "budget_proposals_supplier_idx" ON "budget_proposals" USING btree ("supplier_id","status","created_at");--> statement-breakpoint
CREATE INDEX "budget_proposals_new_deadline_idx" ON "budget_proposals" USING btree ("answer_deadline") WHERE "budget_proposals"."status" = 'new';--> statement-breakpoint
CREATE INDEX "budget_proposals_contact_deadline_idx" ON "budget_proposals" USING btree ("contact_deadline") WHERE "budget_proposals"."status" = 'chosen';--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_number_key" ON "budgets" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_idempotency_idx" ON "budgets" USING btree ("client_id","idempotency_key") WHERE "budgets"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "budgets_client_idx" ON "budgets" USING btree ("client_id","status","created_at");--> statement-breakpoint
CREATE INDEX "budgets_auction_open_idx" ON "budgets" USING btree ("category_id","proposals_until") WHERE "budgets"."kind" = 'reverse_auction' and "budgets"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "product_ratings_proposal_key" ON "product_ratings" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "product_ratings_product_idx" ON "product_ratings" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_ratings_proposal_key" ON "supplier_ratings" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "supplier_ratings_supplier_idx" ON "supplier_ratings" USING btree ("supplier_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_code_check" CHECK (code in ('budget_received','budget_declined','budget_approved','feedback_available','company_feedback','product_feedback','auction_company','auction_product','auction_category','auction_won','supplier_new','account_suspended','account_reactivated','certification_approved','certification_refused','terms_updated','job_requested','job_accepted','job_declined','job_expired','job_cancelled','job_completed','job_rated','fee_schedule_published','budget_answered','budget_counter','budget_expired','budget_gave_up','budget_not_chosen','budget_cancelled','budget_contact_expired','budget_completed','reverse_auction_new'));--> statement-breakpoint
-- Hand-written (issue 6, ADR 0021). A budget's chosen proposal is one of its own proposals: a
-- composite foreign key over (id, budget_id) makes a foreign proposal impossible.
CREATE UNIQUE INDEX "budget_proposals_id_budget_key" ON "budget_proposals" ("id", "budget_id");--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_chosen_proposal_fk" FOREIGN KEY ("chosen_proposal_id", "id") REFERENCES "budget_proposals" ("id", "budget_id");--> statement-breakpoint
ALTER TABLE "budget_proposals" ADD CONSTRAINT "budget_proposals_reassigned_from_fk" FOREIGN KEY ("reassigned_from_id") REFERENCES "budget_proposals" ("id");--> statement-breakpoint
-- Product text search (name, code, importer code), accent- and case-insensitive.
CREATE INDEX "products_search_trgm" ON "products" USING gin (galera_unaccent(name || ' ' || code || ' ' || coalesce(importer_code, '')) gin_trgm_ops) WHERE status = 'active';
