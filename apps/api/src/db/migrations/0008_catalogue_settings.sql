CREATE TABLE "materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_pt" text NOT NULL,
	"name_en" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_pages" (
	"supplier_id" uuid PRIMARY KEY NOT NULL,
	"about_html" text NOT NULL,
	"about_text" text NOT NULL,
	"site" text,
	"logo_image_id" uuid,
	"about_image_id" uuid,
	"header_color" text DEFAULT '#7B1FA2' NOT NULL,
	"contact_phone" text,
	"commercial_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_pages_color_check" CHECK ("supplier_pages"."header_color" ~ '^#[0-9A-Fa-f]{6}$'),
	CONSTRAINT "supplier_pages_about_check" CHECK (char_length("supplier_pages"."about_text") between 500 and 3000)
);
--> statement-breakpoint
ALTER TABLE "supplier_pages" ADD CONSTRAINT "supplier_pages_supplier_id_suppliers_user_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_pages" ADD CONSTRAINT "supplier_pages_logo_image_id_images_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_pages" ADD CONSTRAINT "supplier_pages_about_image_id_images_id_fk" FOREIGN KEY ("about_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "materials_name_pt_key" ON "materials" USING btree (lower("name_pt"));--> statement-breakpoint
CREATE UNIQUE INDEX "materials_name_en_key" ON "materials" USING btree (lower("name_en"));