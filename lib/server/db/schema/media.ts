import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The media library: images staff uploaded for banners, blog posts and other content,
 * re-encoded to WebP under MEDIA_DIR/images with a fresh name, each with its alt text in both
 * languages. Content stores the file name; the library lets the pickers offer and preview them.
 */
export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  file: text('file').notNull().unique(),
  originalName: text('original_name').notNull().default(''),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  altEn: text('alt_en').notNull().default(''),
  altJa: text('alt_ja').notNull().default(''),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
