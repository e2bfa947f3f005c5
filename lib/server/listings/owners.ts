import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cities, inboxItems, ownerSubmissionImages, ownerSubmissions, properties, propertyTypes } from '../db/schema';
import type { InboxStatus } from '@/lib/inbox/values';

export const OWNERS_PAGE = 50;

export type OwnerRow = {
  id: number;
  createdAt: Date;
  fullName: string;
  address: string | null;
  city: string | null;
  type: string | null;
  bedrooms: number | null;
  price: number | null;
  currency: 'USD' | 'VND';
  photos: number;
  status: InboxStatus | null;
  listingId: number | null;
  listingCode: string | null;
};

/**
 * Owner registrations, newest first, for the listing staff: what a listing needs, the inbox item's
 * status, and the listing made from each (if any). No contact details beyond the owner's name: the
 * inbox keeps those for the roles that answer.
 */
export async function listOwnerRegistrations(db: Db, lang: 'en' | 'ja', page: number): Promise<{ rows: OwnerRow[]; total: number }> {
  const photos = db
    .select({ submissionId: ownerSubmissionImages.submissionId, n: sql<number>`count(*)::int`.as('n') })
    .from(ownerSubmissionImages)
    .groupBy(ownerSubmissionImages.submissionId)
    .as('photos');
  const [rows, total] = await Promise.all([
    db
      .select({
        id: ownerSubmissions.id,
        createdAt: ownerSubmissions.createdAt,
        fullName: ownerSubmissions.fullName,
        address: sql<string | null>`coalesce(${ownerSubmissions.addressForLease}, ${ownerSubmissions.location})`,
        city: lang === 'ja' ? cities.nameJa : cities.nameEn,
        type: lang === 'ja' ? propertyTypes.nameJa : propertyTypes.nameEn,
        bedrooms: ownerSubmissions.numberOfBedroom,
        price: ownerSubmissions.leasePrice,
        currency: ownerSubmissions.currency,
        photos: sql<number>`coalesce(${photos.n}, 0)`,
        status: inboxItems.status,
        listingId: properties.id,
        listingCode: properties.code,
      })
      .from(ownerSubmissions)
      .leftJoin(cities, eq(cities.id, ownerSubmissions.cityId))
      .leftJoin(propertyTypes, eq(propertyTypes.key, ownerSubmissions.propertyType))
      .leftJoin(photos, eq(photos.submissionId, ownerSubmissions.id))
      .leftJoin(inboxItems, and(eq(inboxItems.kind, 'owner'), eq(inboxItems.refId, ownerSubmissions.id)))
      .leftJoin(properties, eq(properties.ownerSubmissionId, ownerSubmissions.id))
      .orderBy(desc(ownerSubmissions.id))
      .limit(OWNERS_PAGE)
      .offset((page - 1) * OWNERS_PAGE),
    db.$count(ownerSubmissions),
  ]);
  return { rows, total };
}

/** The listing made from an owner registration (its id and reference), for the registration's page. */
export async function ownerListing(db: Db, submissionId: number): Promise<{ id: number; code: string } | undefined> {
  const [row] = await db.select({ id: properties.id, code: properties.code }).from(properties).where(eq(properties.ownerSubmissionId, submissionId));
  return row;
}
