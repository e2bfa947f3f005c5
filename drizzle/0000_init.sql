CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"map_svg" text NOT NULL,
	"default_district_id" integer,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"blog_code" smallint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cities_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "condition_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"min_value" integer NOT NULL,
	"max_value" integer,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_filter_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"city_id" integer NOT NULL,
	"district_id" integer,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"sort_name" text NOT NULL,
	"street_en" text,
	"street_ja" text,
	"description_en" text,
	"description_ja" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_active" text,
	"developer_en" text,
	"developer_ja" text,
	"completion_year" integer,
	"security_en" text,
	"security_ja" text,
	"total_units" integer,
	"floors" integer,
	"bedroom_en" text,
	"bedroom_ja" text,
	"unit_size_en" text,
	"unit_size_ja" text,
	"pool_en" text,
	"pool_ja" text,
	"gym_en" text,
	"gym_ja" text,
	"shopping_center_en" text,
	"shopping_center_ja" text,
	"convenient_store_en" text,
	"convenient_store_ja" text,
	"playground_en" text,
	"playground_ja" text,
	"japanese_school_bus_en" text,
	"japanese_school_bus_ja" text,
	"others_en" text,
	"others_ja" text,
	"kitchen_en" text,
	"kitchen_ja" text,
	"bathtub_en" text,
	"bathtub_ja" text,
	"balcony_en" text,
	"balcony_ja" text,
	"central_heating_en" text,
	"central_heating_ja" text,
	"air_conditioner_en" text,
	"air_conditioner_ja" text,
	"flooring_en" text,
	"flooring_ja" text,
	"other_apartment_en" text,
	"other_apartment_ja" text,
	"latitude" double precision,
	"longitude" double precision,
	"seo_title_en" text,
	"seo_title_ja" text,
	"seo_meta_description_en" text,
	"seo_meta_description_ja" text,
	"seo_meta_keywords_en" text,
	"seo_meta_keywords_ja" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"category" smallint NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"project_id" integer,
	"type_id" integer,
	"lease_price_min" integer NOT NULL,
	"lease_price_max" integer,
	"budget_min" integer,
	"size_min" integer NOT NULL,
	"size_max" integer,
	"bedroom_min" smallint,
	"bedroom_max" smallint,
	"bathroom_min" smallint,
	"bathroom_max" smallint,
	"furnishing_en" text,
	"furnishing_ja" text,
	"total_unit" integer,
	"completion_year" integer,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_link" text,
	"latitude" double precision,
	"longitude" double precision,
	"is_latest" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"last_update_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text NOT NULL,
	"bedroom_option_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"size_option_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"facility_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"floor_area" integer,
	"storey" integer,
	"working_hour_en" text,
	"working_hour_ja" text,
	"min_contract_period" integer,
	"min_contract_unit_en" text,
	"min_contract_unit_ja" text,
	"deposit" integer,
	"deposit_unit_en" text,
	"deposit_unit_ja" text,
	"payment" integer,
	"payment_unit_en" text,
	"payment_unit_ja" text,
	"vat_include" boolean,
	"service_charge_sqm" double precision,
	"ot_charge_en" text,
	"ot_charge_ja" text
);
--> statement-breakpoint
CREATE TABLE "property_facilities" (
	"property_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	CONSTRAINT "property_facilities_property_id_facility_id_pk" PRIMARY KEY("property_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "property_texts" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"description_en" text,
	"description_ja" text,
	"include_services_en" text,
	"include_services_ja" text
);
--> statement-breakpoint
CREATE TABLE "property_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"category" smallint NOT NULL,
	"key" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_types_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "range_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"residence_price_min" integer NOT NULL,
	"residence_price_max" integer NOT NULL,
	"step_residence_price" integer NOT NULL,
	"office_price_min" integer NOT NULL,
	"office_price_max" integer NOT NULL,
	"step_office_price" integer NOT NULL,
	"office_budget_min" integer NOT NULL,
	"office_budget_max" integer NOT NULL,
	"step_office_budget" integer NOT NULL,
	"office_size_min" integer NOT NULL,
	"office_size_max" integer NOT NULL,
	"step_office_size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_list_properties" (
	"special_list_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "special_list_properties_special_list_id_property_id_pk" PRIMARY KEY("special_list_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "special_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city_id" integer,
	"image" text NOT NULL,
	"title_en" text,
	"title_ja" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	CONSTRAINT "blog_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_type" smallint NOT NULL,
	"category_id" integer,
	"city_code" smallint,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ja" text NOT NULL,
	"content_en" text NOT NULL,
	"content_ja" text NOT NULL,
	"summary_en" text,
	"summary_ja" text,
	"thumbnail" text,
	"public_date" date NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_supports" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"phone1" text NOT NULL,
	"phone2" text,
	"email_support1" text NOT NULL,
	"email_support2" text,
	CONSTRAINT "customer_supports_city_id_unique" UNIQUE("city_id")
);
--> statement-breakpoint
CREATE TABLE "general_informations" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_slug" text NOT NULL,
	"name_en" text,
	"name_ja" text,
	"description_en" text,
	"description_ja" text,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"website" text,
	"established_en" text,
	"established_ja" text,
	"office_en" text,
	"office_ja" text,
	"business_en" text,
	"business_ja" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazines" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ja" text NOT NULL,
	"file_en" text NOT NULL,
	"file_ja" text NOT NULL,
	"year" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "magazines_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"address_en" text NOT NULL,
	"address_ja" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"show_in_footer" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ja" text NOT NULL,
	"content_en" text NOT NULL,
	"content_ja" text NOT NULL,
	"meta_description_en" text,
	"meta_description_ja" text,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"url" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "useful_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" smallint NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"description_en" text,
	"description_ja" text,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "useful_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_ja" text NOT NULL,
	"public_date" date NOT NULL,
	"description_en" text,
	"description_ja" text,
	"image" text,
	"post_en" text NOT NULL,
	"post_ja" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "useful_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ja" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "useful_topics_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"language" text NOT NULL,
	"city_id" integer,
	"expected_check_in_date" date,
	"expected_tour_inspection_date" date,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company_name" text,
	"other_requirements" text,
	"property_codes" text,
	"client_address" text
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"language" text,
	CONSTRAINT "newsletter_subscriptions_email_key_unique" UNIQUE("email_key")
);
--> statement-breakpoint
CREATE TABLE "owner_submission_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"language" text NOT NULL,
	"location" text,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"city_id" integer,
	"property_type" text,
	"currency" text NOT NULL,
	"number_of_bedroom" smallint,
	"number_of_bathroom" smallint,
	"address_for_lease" text,
	"leasable_area" text,
	"description_facilities" text,
	"description_amenities" text,
	"lease_price" bigint,
	"client_address" text
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"language" text NOT NULL,
	"city_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text,
	"content_require" text,
	"client_address" text
);
--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_type_id_property_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."property_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_facilities" ADD CONSTRAINT "property_facilities_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_facilities" ADD CONSTRAINT "property_facilities_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_texts" ADD CONSTRAINT "property_texts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_list_properties" ADD CONSTRAINT "special_list_properties_special_list_id_special_lists_id_fk" FOREIGN KEY ("special_list_id") REFERENCES "public"."special_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_list_properties" ADD CONSTRAINT "special_list_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_lists" ADD CONSTRAINT "special_lists_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_supports" ADD CONSTRAINT "customer_supports_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "useful_posts" ADD CONSTRAINT "useful_posts_topic_id_useful_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."useful_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_submission_images" ADD CONSTRAINT "owner_submission_images_submission_id_owner_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."owner_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "districts_slug_uq" ON "districts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "districts_city_idx" ON "districts" USING btree ("city_id","position");--> statement-breakpoint
CREATE INDEX "condition_options_kind_idx" ON "condition_options" USING btree ("kind","position");--> statement-breakpoint
CREATE INDEX "facilities_kind_idx" ON "facilities" USING btree ("kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_filter_options_kind_key_uq" ON "owner_filter_options" USING btree ("kind","key");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_slug_uq" ON "projects" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "projects_city_idx" ON "projects" USING btree ("city_id","district_id","sort_name");--> statement-breakpoint
CREATE INDEX "projects_city_position_idx" ON "projects" USING btree ("city_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_code_uq" ON "properties" USING btree ("code");--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("category","city_id","lease_price_min","id") WHERE "properties"."is_published";--> statement-breakpoint
CREATE INDEX "properties_size_idx" ON "properties" USING btree ("category","city_id","size_min","id") WHERE "properties"."is_published";--> statement-breakpoint
CREATE INDEX "properties_all_price_idx" ON "properties" USING btree ("category","lease_price_min","id") WHERE "properties"."is_published";--> statement-breakpoint
CREATE INDEX "properties_all_size_idx" ON "properties" USING btree ("category","size_min","id") WHERE "properties"."is_published";--> statement-breakpoint
CREATE INDEX "properties_budget_idx" ON "properties" USING btree ("category","city_id","budget_min") WHERE "properties"."is_published";--> statement-breakpoint
CREATE INDEX "properties_district_idx" ON "properties" USING btree ("district_id","category");--> statement-breakpoint
CREATE INDEX "properties_project_idx" ON "properties" USING btree ("project_id","category");--> statement-breakpoint
CREATE INDEX "properties_type_idx" ON "properties" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "properties_latest_idx" ON "properties" USING btree ("category","city_id","last_update_date","id") WHERE "properties"."is_latest";--> statement-breakpoint
CREATE INDEX "properties_hot_idx" ON "properties" USING btree ("category","city_id","last_update_date","id") WHERE "properties"."is_hot";--> statement-breakpoint
CREATE INDEX "properties_bedroom_gin" ON "properties" USING gin ("bedroom_option_ids");--> statement-breakpoint
CREATE INDEX "properties_size_gin" ON "properties" USING gin ("size_option_ids");--> statement-breakpoint
CREATE INDEX "properties_facility_gin" ON "properties" USING gin ("facility_ids");--> statement-breakpoint
CREATE INDEX "special_lists_city_idx" ON "special_lists" USING btree ("city_id","position");--> statement-breakpoint
CREATE INDEX "banners_city_idx" ON "banners" USING btree ("city_id","position");--> statement-breakpoint
CREATE INDEX "blogs_type_date_idx" ON "blogs" USING btree ("post_type","public_date","id");--> statement-breakpoint
CREATE INDEX "blogs_category_date_idx" ON "blogs" USING btree ("category_id","public_date","id");--> statement-breakpoint
CREATE INDEX "general_informations_category_idx" ON "general_informations" USING btree ("category_slug","position","id");--> statement-breakpoint
CREATE INDEX "useful_items_category_idx" ON "useful_items" USING btree ("category","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "useful_posts_topic_uq" ON "useful_posts" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "contact_requests_created_idx" ON "contact_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "owner_submission_images_submission_idx" ON "owner_submission_images" USING btree ("submission_id");