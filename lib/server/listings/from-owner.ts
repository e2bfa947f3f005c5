import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ownerSubmissionImages, ownerSubmissions, propertyTypes } from '../db/schema';
import { OFFICE } from '../db/schema/catalogue';
import { uploadStorage, type UploadStorage } from '../storage';
import { assertKey, readAll } from '../storage/types';
import type { Posted } from './form';
import type { PropertyInput } from './form';
import { removePhotoFiles, writePhotos } from './photos';
import { readSetting } from '../staff/office-settings';
import { plausibleRent } from '@/lib/listings/bounds';
import { createProperty, listingOfOwner, type ChangeBy, type Saved } from './store';

/** Reads one stored upload (an owner's photo) from the upload storage; null when it is gone. */
export type UploadReader = (key: string) => Promise<Uint8Array | null>;

export function uploadReader(storage: UploadStorage = uploadStorage()): UploadReader {
  return async (key) => {
    assertKey(key);
    const file = await storage.get(key);
    return file ? readAll(file) : null;
  };
}

/** `existing`: the listing already made from this registration (the page links to it instead of offering a second). */
export type OwnerDraft = { submission: { id: number; fullName: string; photos: number }; kind: 'residence' | 'office'; values: Posted; existing?: number };

const digits = (text: string | null) => {
  const m = /\d+/.exec(text ?? '');
  return m ? m[0] : '';
};

/**
 * The owner's asking rent as the listing keeps it, in US dollars a month: a rent in dong is divided
 * by the office's dong rate (Settings) when there is one; an implausible amount for its currency
 * (./bounds.ts) is left for the staff member to ask about rather than copied.
 */
export function draftRent(amount: number | null, currency: 'USD' | 'VND', vndPerUsd: number | undefined): string {
  if (amount === null || !plausibleRent(amount, currency)) return '';
  if (currency === 'USD') return String(amount);
  if (!vndPerUsd) return '';
  const usd = Math.round(amount / vndPerUsd);
  return plausibleRent(usd, 'USD') ? String(usd) : '';
}

/**
 * An owner registration as a draft listing's form values: what the owner told is placed where the
 * listing keeps it, in the language the owner wrote in; the street address goes to the address,
 * and the names (shown on the site in both languages) are left for the staff member to write.
 */
export async function ownerDraft(db: Db, submissionId: number): Promise<OwnerDraft | null> {
  const [s] = await db.select().from(ownerSubmissions).where(eq(ownerSubmissions.id, submissionId));
  if (!s) return null;
  const photos = await db.$count(ownerSubmissionImages, eq(ownerSubmissionImages.submissionId, submissionId));
  const [type] = s.propertyType ? await db.select({ id: propertyTypes.id, category: propertyTypes.category }).from(propertyTypes).where(eq(propertyTypes.key, s.propertyType)) : [];
  const kind = type?.category === OFFICE ? 'office' : 'residence';
  const address = s.addressForLease ?? s.location ?? '';
  const rates = s.currency === 'VND' ? await readSetting(db, 'exchangeRates') : undefined;
  const existing = await listingOfOwner(db, submissionId);
  const description = [s.descriptionFacilities, s.descriptionAmenities].filter(Boolean).join('\n\n');
  const japanese = s.language === 'jp' || s.language === 'ja';
  return {
    submission: { id: s.id, fullName: s.fullName, photos },
    kind,
    ...(existing !== undefined ? { existing } : {}),
    values: {
      nameEn: '',
      nameJa: '',
      address,
      descriptionEn: japanese ? '' : description,
      descriptionJa: japanese ? description : '',
      cityId: s.cityId ? String(s.cityId) : '',
      typeId: type ? String(type.id) : '',
      bedroomMin: s.numberOfBedroom !== null && s.numberOfBedroom >= 0 ? String(s.numberOfBedroom) : '',
      bathroomMin: s.numberOfBathroom !== null && s.numberOfBathroom >= 0 ? String(s.numberOfBathroom) : '',
      leasePriceMin: kind === 'residence' ? draftRent(s.leasePrice, s.currency, rates?.vnd) : '',
      sizeMin: digits(s.leasableArea),
    },
  };
}

/**
 * Copies an owner registration's photos (already re-encoded to WebP when they were received) into
 * the listing photos; answers their new names. On a failure, the copies already made are removed.
 */
export async function copyOwnerPhotos(db: Db, submissionId: number, read: UploadReader = uploadReader()): Promise<string[]> {
  const rows = await db
    .select({ key: ownerSubmissionImages.storageKey, contentType: ownerSubmissionImages.contentType })
    .from(ownerSubmissionImages)
    .where(eq(ownerSubmissionImages.submissionId, submissionId))
    .orderBy(asc(ownerSubmissionImages.position));
  const images: { data: Uint8Array; contentType: string; ext: string }[] = [];
  for (const row of rows) {
    const data = await read(row.key);
    if (data) images.push({ data, contentType: row.contentType, ext: 'webp' });
  }
  return images.length ? writePhotos(images) : [];
}

/**
 * A draft listing made from an owner registration: the staff member's checked input, with the
 * registration's photos copied in. The copies are removed again when the listing is refused.
 */
export async function createFromOwner(db: Db, input: PropertyInput, submissionId: number, by: ChangeBy, read?: UploadReader): Promise<Saved> {
  // Converted already: no photos are copied for nothing (createProperty refuses it again in a race).
  const existing = await listingOfOwner(db, submissionId);
  if (existing !== undefined) return { ok: false, errors: { form: 'converted' }, existing };
  const images = await copyOwnerPhotos(db, submissionId, read);
  let saved: Saved;
  try {
    saved = await createProperty(db, input, by, { images, fromOwner: submissionId });
  } catch (err) {
    await removePhotoFiles(images);
    throw err;
  }
  if (!saved.ok) {
    await removePhotoFiles(images);
    return saved;
  }
  return saved;
}
