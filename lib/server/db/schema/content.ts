import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cities } from './geo';
import { localised, localisedRequired } from './columns';

/** Post types of the blogs table. */
export const BLOG_POST = 1;
export const NEWS_RELEASE = 2;

/** news (1), newly-launched-properties (2), c-s-statistics (3), living-in-vietnam (4). */
export const blogCategories = pgTable('blog_categories', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  ...localisedRequired('name', 'name'),
});

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    postType: smallint('post_type').notNull(),
    categoryId: integer('category_id').references(() => blogCategories.id),
    /** Blog city code 0 to 3; null: shown for every city. */
    cityCode: smallint('city_code'),
    slug: text('slug').notNull(),
    ...localisedRequired('title', 'title'),
    /** Rich text (HTML); sanitised before it is rendered. */
    ...localisedRequired('content', 'content'),
    ...localised('summary', 'summary'),
    thumbnail: text('thumbnail'),
    publicDate: date('public_date', { mode: 'string' }).notNull(),
    isNew: boolean('is_new').notNull().default(false),
    isMain: boolean('is_main').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
  },
  (t) => [
    index('blogs_type_date_idx').on(t.postType, t.publicDate, t.id),
    index('blogs_category_date_idx').on(t.categoryId, t.publicDate, t.id),
  ],
);

/**
 * Company pages, owner FAQs, SEO texts and other small bilingual lists, grouped by a category
 * slug (company-profile, company-philosophy, our-company-feature, meet-our-team, mess-from-rep,
 * our-main-services, why-choose-us, faqs-for-owners, seo-all-blog, about-renting…).
 */
export const generalInformations = pgTable(
  'general_informations',
  {
    id: serial('id').primaryKey(),
    categorySlug: text('category_slug').notNull(),
    ...localised('name', 'name'),
    ...localised('description', 'description'),
    image: text('image'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('general_informations_category_idx').on(t.categorySlug, t.position, t.id)],
);

export const groupCompanies = pgTable('group_companies', {
  id: serial('id').primaryKey(),
  ...localisedRequired('name', 'name'),
  website: text('website'),
  ...localised('established', 'established'),
  ...localised('office', 'office'),
  ...localised('business', 'business'),
  position: integer('position').notNull().default(0),
});

export const companyHistories = pgTable('company_histories', {
  id: serial('id').primaryKey(),
  year: integer('year').notNull(),
  month: integer('month').notNull(),
  ...localisedRequired('name', 'name'),
});

/** Generic pages served at /{lang}/normal/{slug}. */
export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  ...localisedRequired('title', 'title'),
  ...localisedRequired('content', 'content'),
  ...localised('metaDescription', 'meta_description'),
});

/** Useful-information items: category 1 FAQ, 2 other, 3 rental flow, 4 area list. */
export const usefulItems = pgTable(
  'useful_items',
  {
    id: serial('id').primaryKey(),
    category: smallint('category').notNull(),
    ...localisedRequired('name', 'name'),
    ...localised('description', 'description'),
    image: text('image'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('useful_items_category_idx').on(t.category, t.position, t.id)],
);

/** Topics of the serviced-apartment guide (area-guide, apartment-renting-with-a-pet…). */
export const usefulTopics = pgTable('useful_topics', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  ...localisedRequired('title', 'title'),
  position: integer('position').notNull().default(0),
});

/** The article of a topic. */
export const usefulPosts = pgTable(
  'useful_posts',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => usefulTopics.id, { onDelete: 'cascade' }),
    ...localisedRequired('title', 'title'),
    publicDate: date('public_date', { mode: 'string' }).notNull(),
    ...localised('description', 'description'),
    image: text('image'),
    /** Rich text (HTML); sanitised before it is rendered. */
    ...localisedRequired('post', 'post'),
  },
  (t) => [uniqueIndex('useful_posts_topic_uq').on(t.topicId)],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    name: text('name', { enum: ['OFFICE', 'RESIDENCE'] }).notNull(),
    cityId: integer('city_id').references(() => cities.id),
    image: text('image').notNull(),
    ...localised('title', 'title'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('banners_city_idx').on(t.cityId, t.position)],
);

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  url: text('url'),
  position: integer('position').notNull().default(0),
});

/** The agency's offices: footer blocks and contact-us map markers. */
export const offices = pgTable('offices', {
  id: serial('id').primaryKey(),
  ...localisedRequired('name', 'name'),
  ...localisedRequired('address', 'address'),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  showInFooter: boolean('show_in_footer').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const customerSupports = pgTable('customer_supports', {
  id: serial('id').primaryKey(),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id)
    .unique(),
  phone1: text('phone1').notNull(),
  phone2: text('phone2'),
  emailSupport1: text('email_support1').notNull(),
  emailSupport2: text('email_support2'),
});

/** Magazine PDFs (Da Nang map, Hai Phong map, yearly issues). */
export const magazines = pgTable('magazines', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  ...localisedRequired('title', 'title'),
  fileEn: text('file_en').notNull(),
  fileJa: text('file_ja').notNull(),
  year: integer('year'),
  position: integer('position').notNull().default(0),
});
