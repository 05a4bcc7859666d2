CREATE TABLE "addresses" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"cep" text NOT NULL,
	"street" text NOT NULL,
	"number" text NOT NULL,
	"complement" text,
	"neighborhood" text NOT NULL,
	"city" text NOT NULL,
	"city_ibge" text,
	"uf" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_cep_check" CHECK ("addresses"."cep" ~ '^[0-9]{8}$'),
	CONSTRAINT "addresses_uf_check" CHECK ("addresses"."uf" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"ip" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "consents_kind_check" CHECK ("consents"."kind" in ('terms','privacy','sensitive_data','marketing'))
);
--> statement-breakpoint
CREATE TABLE "promoters" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"birth_date" date NOT NULL,
	"gender" text NOT NULL,
	"height_cm" integer NOT NULL,
	"weight_kg" integer NOT NULL,
	"shoe_size" integer NOT NULL,
	"hair" text NOT NULL,
	"eyes" text NOT NULL,
	"skin" text,
	"disabilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"show_sensitive" boolean DEFAULT false NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"dance" text[] DEFAULT '{}'::text[] NOT NULL,
	"instruments" text[] DEFAULT '{}'::text[] NOT NULL,
	"has_car" boolean DEFAULT false NOT NULL,
	"equipment" text,
	"issues_invoice" boolean DEFAULT false NOT NULL,
	"can_travel" boolean DEFAULT false NOT NULL,
	"description" text NOT NULL,
	"references_text" text,
	"category_id" uuid,
	"instagram_url" text,
	"facebook_url" text,
	"is_launched" boolean DEFAULT false NOT NULL,
	"is_spotlight" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promoters_height_check" CHECK ("promoters"."height_cm" between 100 and 250),
	CONSTRAINT "promoters_weight_check" CHECK ("promoters"."weight_kg" between 30 and 300),
	CONSTRAINT "promoters_shoe_check" CHECK ("promoters"."shoe_size" between 15 and 55),
	CONSTRAINT "promoters_gender_check" CHECK ("promoters"."gender" in ('female','male','other','not_informed')),
	CONSTRAINT "promoters_hair_check" CHECK ("promoters"."hair" in ('blond','red','brown','black','grey')),
	CONSTRAINT "promoters_eyes_check" CHECK ("promoters"."eyes" in ('black','brown','green','blue')),
	CONSTRAINT "promoters_skin_check" CHECK ("promoters"."skin" is null or "promoters"."skin" in ('white','black','mixed','yellow','indigenous')),
	CONSTRAINT "promoters_description_check" CHECK (char_length("promoters"."description") between 1 and 3000)
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"establishment_title" text NOT NULL,
	"legal_nature" text NOT NULL,
	"opening_date" date NOT NULL,
	"main_activity" text NOT NULL,
	"secondary_activities" text[] DEFAULT '{}'::text[] NOT NULL,
	"commercial_email" text NOT NULL,
	"commercial_phone" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text,
	"site" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_objections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"terms_version_id" uuid NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" text NOT NULL,
	"summary_pt" text NOT NULL,
	"summary_en" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"published_by" uuid,
	CONSTRAINT "terms_versions_notice_check" CHECK ("terms_versions"."effective_at" >= "terms_versions"."published_at" + interval '10 days')
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_pt" text NOT NULL,
	"name_en" text NOT NULL,
	"hex" text NOT NULL,
	"texture_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colors_hex_check" CHECK ("colors"."hex" ~ '^#[0-9A-Fa-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"color_id" uuid,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "images_purpose_check" CHECK ("images"."purpose" in ('avatar','gallery','product','document','banner','texture'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"link" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_code_check" CHECK (code in ('budget_received','budget_declined','budget_approved','feedback_available','company_feedback','product_feedback','auction_company','auction_product','auction_category','auction_won','supplier_new','account_suspended','account_reactivated','certification_approved','certification_refused','terms_updated')),
	CONSTRAINT "notifications_link_check" CHECK ("notifications"."link" ~ '^/[^/]'  or "notifications"."link" = '/')
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_image_ids" uuid[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certifications_status_check" CHECK ("certifications"."status" in ('pending','approved','refused')),
	CONSTRAINT "certifications_reason_check" CHECK ("certifications"."status" <> 'refused' or "certifications"."reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_image_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_certified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoters" ADD CONSTRAINT "promoters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoters" ADD CONSTRAINT "promoters_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_objections" ADD CONSTRAINT "terms_objections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_objections" ADD CONSTRAINT "terms_objections_terms_version_id_terms_versions_id_fk" FOREIGN KEY ("terms_version_id") REFERENCES "public"."terms_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_versions" ADD CONSTRAINT "terms_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_city_idx" ON "addresses" USING btree ("uf","city");--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consents_one_live" ON "consents" USING btree ("user_id","kind","version") WHERE "consents"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "promoters_category_idx" ON "promoters" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_objections_once" ON "terms_objections" USING btree ("user_id","terms_version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_versions_version_key" ON "terms_versions" USING btree ("version");--> statement-breakpoint
CREATE INDEX "images_owner_idx" ON "images" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certifications_one_pending" ON "certifications" USING btree ("user_id") WHERE "certifications"."status" = 'pending';