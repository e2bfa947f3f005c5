import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getDb, rowsOf } from '@/lib/server/db/client';
import * as s from '@/lib/server/db/schema';
import { BLOGS, NEWS_RELEASES } from '@/scripts/seed/content/blogs';
import * as company from '@/scripts/seed/content/company';
import { GENERAL_INFORMATIONS } from '@/scripts/seed/content/company';
import * as info from '@/scripts/seed/content/info';
import * as reference from '@/scripts/seed/content/reference';
import { CITIES, DISTRICTS } from '@/scripts/seed/content/geo';
import { PROJECTS } from '@/scripts/seed/content/projects';
import { generateListings } from '@/scripts/seed/listings';
import { geoContext } from '@/scripts/seed/seed';
import { UPCOMING_PROJECTS } from '@/scripts/seed/content/upcoming-projects';
import { MEDIA } from '@/scripts/seed/media-names';

/** Where other people's videos live: no seeded text may link or embed one. */
const VIDEO_HOST = /youtube|youtu\.be|vimeo|dailymotion|tiktok|nicovideo|nico\.ms|bilibili|twitch\.tv|wistia|streamable|facebook\.com\/[^\s"]*videos?/i;

// The same geography the seed builds: districts and buildings numbered in seeding order.
const ctx = geoContext(
  DISTRICTS.map((d, i) => ({ ...d, id: i + 1, cityId: CITIES.find((c) => c.code === d.city)!.id })),
  new Map([...UPCOMING_PROJECTS, ...PROJECTS].map((p, i) => [p.slug, i + 1])),
);

const digest = (counts: { residences: number; offices: number }) =>
  createHash('sha256').update(JSON.stringify([...generateListings(ctx, counts)])).digest('hex');

describe('the demo generator', () => {
  it('gives the same listings for the same counts', () => {
    expect(digest({ residences: 50, offices: 10 })).toBe(digest({ residences: 50, offices: 10 }));
  });

  it('writes complete bilingual listings inside their city', () => {
    const listings = [...generateListings(ctx, { residences: 430, offices: 160 })];
    const allImages = new Set<string>([...MEDIA.interior, ...MEDIA.building, ...MEDIA.office, ...MEDIA.cover]);
    for (const { property: p, texts } of listings) {
      expect(p.nameJa).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(texts.descriptionEn).not.toMatch(/\{\w+\}/);
      expect(texts.descriptionJa).not.toMatch(/\{\w+\}/);
      expect(texts.descriptionJa).toMatch(/です|ます/);
      expect(p.images!.every((i) => allImages.has(i))).toBe(true);
      const district = ctx.districts.find((d) => d.id === p.districtId)!;
      expect(district.cityId).toBe(p.cityId);
      expect(Math.abs(p.latitude! - district.latitude)).toBeLessThan(0.1);
      expect(Math.abs(p.longitude! - district.longitude)).toBeLessThan(0.1);
      if (p.category === 0) expect(p.bedroomMin).toBeGreaterThanOrEqual(0);
      else expect(p.budgetMin).toBe(p.leasePriceMin * p.sizeMin);
    }
    expect(listings.filter((l) => l.property.bedroomMin === 0).length).toBeGreaterThan(10);
  });

  it("looks like a real agency's: a cover of its own per listing, no one else's videos, Japanese sentences that end in 。", () => {
    const listings = [...generateListings(ctx, { residences: 430, offices: 160 })];
    const covers = listings.map((l) => l.property.images![0]);
    expect(new Set(covers).size).toBe(listings.length);
    // A cover is never used again as another listing's picture.
    const coverSet = new Set(covers);
    for (const l of listings) expect(l.property.images!.slice(1).filter((i) => coverSet.has(i))).toEqual([]);
    expect(listings.filter((l) => l.property.videoLink)).toEqual([]);
    for (const { texts } of listings) {
      for (const paragraph of texts.descriptionJa!.split('\n\n')) {
        expect(paragraph, texts.descriptionJa!).toMatch(/。$/);
        // A sentence that ends (…ます, …です) before the next one starts without its 。
        expect(paragraph).not.toMatch(/(?:ます|です)(?![。、がかねよの）」]|$)/);
      }
    }
  });

  it("links no one else's video from the company pages, blogs, news, projects or any other seeded content", () => {
    const content = { company, info, reference, BLOGS, NEWS_RELEASES, PROJECTS, UPCOMING_PROJECTS, CITIES, DISTRICTS };
    for (const [name, value] of Object.entries(content)) expect(JSON.stringify(value), name).not.toMatch(VIDEO_HOST);
  });

  it('makes most listings available now and some from a day to come, residences and offices alike', () => {
    const listings = [...generateListings(ctx, { residences: 430, offices: 160 })];
    const DEMO_TODAY = '2026-11-20';
    for (const category of [0, 2]) {
      const days = listings.filter((l) => l.property.category === category).map((l) => l.property.availableFrom ?? null);
      for (const day of days) if (day !== null) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const later = days.filter((d) => d !== null && d > DEMO_TODAY).length;
      const now = days.length - later;
      expect(now / days.length).toBeGreaterThan(0.65);
      expect(later / days.length).toBeGreaterThan(0.1);
      // Some "now" listings carry a day already past, which must read the same as none.
      expect(days.some((d) => d !== null && d <= DEMO_TODAY)).toBe(true);
    }
  });

  it('writes every blog and company text in both languages', () => {
    for (const b of BLOGS) {
      expect(b.titleJa).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(b.contentJa).toMatch(/[\u3040-\u30ff]/);
    }
    for (const g of GENERAL_INFORMATIONS) expect(`${g.nameJa ?? ''}${g.descriptionJa ?? ''}`).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });
});

describe('the seeded demo database', () => {
  it('holds the catalogue the product needs', async () => {
    const db = await getDb();
    const count = async (table: Parameters<typeof db.$count>[0]) => db.$count(table);
    expect(await count(s.cities)).toBe(4);
    expect(await count(s.projects)).toBeGreaterThanOrEqual(24);
    expect(await count(s.specialLists)).toBeGreaterThanOrEqual(6);
    expect(await count(s.offices)).toBe(3);
    expect(await count(s.partners)).toBeGreaterThan(0);
    expect(await count(s.magazines)).toBe(6);
  });

  it("holds no link to anyone else's video in any text of any seeded row", async () => {
    const db = await getDb();
    const columns = await rowsOf<{ table_name: string; column_name: string }>(
      db,
      sql`SELECT table_name, column_name FROM information_schema.columns
          WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying', 'json', 'jsonb', 'ARRAY')`,
    );
    expect(columns.length).toBeGreaterThan(20);
    const offending: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const [{ n }] = await rowsOf<{ n: number | string }>(
        db,
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)}::text ~* ${VIDEO_HOST.source}`,
      );
      if (Number(n) > 0) offending.push(`${table}.${column}`);
    }
    expect(offending).toEqual([]);
  });

  it('stores when each listing can be moved into', async () => {
    const db = await getDb();
    const [{ dated, total }] = await rowsOf<{ dated: number; total: number }>(
      db,
      sql`SELECT count(available_from)::int AS dated, count(*)::int AS total FROM properties`,
    );
    expect(dated).toBeGreaterThan(total * 0.2);
    expect(dated).toBeLessThan(total * 0.5);
  });

  // On the embedded database, where each test file has its own copy of the seeded one. On the
  // shared PostgreSQL database other files' writes (rolled back or not) grow the indexes meanwhile,
  // and a REINDEX would lock them out.
  it.skipIf(Boolean(process.env.DATABASE_URL))("leaves the listings' indexes as compact as rebuilt ones, though giving the term bits rewrote the listings", async () => {
    const db = await getDb();
    const indexBytes = async () => {
      const [{ bytes }] = await rowsOf<{ bytes: string | number }>(db, sql`SELECT sum(pg_relation_size(indexrelid))::bigint AS bytes FROM pg_index WHERE indrelid = 'properties'::regclass`);
      return Number(bytes);
    };
    const seeded = await indexBytes();
    await db.execute(sql`REINDEX TABLE properties`);
    const rebuilt = await indexBytes();
    // Rewritten and not rebuilt, they take 3.4 × this on the demo catalogue.
    expect(seeded).toBeGreaterThan(0);
    expect(seeded).toBeLessThanOrEqual(rebuilt * 1.2);
  });
});
