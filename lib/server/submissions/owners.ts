import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Owner } from '@/lib/forms/owner';
import { getDb, type Tx } from '../db/client';
import { ownerSubmissionImages, ownerSubmissions } from '../db/schema';
import { mailEnqueued } from '../mail/outbox';
import { recipientBudget, type RecipientBudget } from '../mail/recipient-budget';
import { recordSubmission } from '../mail/submissions';
import type { UploadStorage } from '../storage/types';
import type { ProcessedImage } from './images';


export type SaveOwnerOptions = {
  storage: UploadStorage;
  clientAddress: string;
  /** Runs inside the transaction after every row is written, before the commit (tests force failures here). */
  beforeCommit?: (tx: Tx) => Promise<void>;
  /** The acknowledgement's recipient budget (default: the process-wide limiter's). */
  budget?: RecipientBudget;
};

/**
 * Stores an owner submission all-or-nothing. The images are written first, each one atomically
 * (see the storage), under fresh random keys no row points at yet; then the submission row and
 * its image rows go in ONE transaction. If a write or the transaction fails, the files already
 * written are deleted and the transaction is rolled back, so neither a row nor a file remains.
 * When this resolves the transaction is committed, so the submission is durable when the
 * handler answers 200.
 *
 * A crash between the file writes and the commit can leave unreferenced files (never a row
 * without its files); they are named `owners/<yyyy-mm>/<batch>-<n>.webp` and are safe to sweep
 * when no `owner_submission_images.storage_key` names them.
 */
export async function saveOwnerSubmission(input: Owner, images: ProcessedImage[], options: SaveOwnerOptions): Promise<number> {
  const { storage } = options;
  const batch = randomUUID();
  const month = new Date().toISOString().slice(0, 7);
  const keys = images.map((image, i) => `owners/${month}/${batch}-${i + 1}.${image.ext}`);
  try {
    const puts = await Promise.allSettled(images.map((image, i) => storage.put(keys[i], image.data, image.contentType)));
    const failed = puts.find((p): p is PromiseRejectedResult => p.status === 'rejected');
    if (failed) throw failed.reason;

    const db = await getDb();
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ownerSubmissions)
        .values({
          language: input.language,
          location: input.location ?? null,
          fullName: input.fullName,
          phone: input.phone,
          email: input.email,
          cityId: input.cityId ?? null,
          propertyType: input.propertyType ?? null,
          currency: input.currency,
          numberOfBedroom: input.numberOfBedroom ?? null,
          numberOfBathroom: input.numberOfBathroom ?? null,
          addressForLease: input.addressForLease ?? null,
          leasableArea: input.leasableArea ?? null,
          descriptionFacilities: input.descriptionFacilities ?? null,
          descriptionAmenities: input.descriptionAmenities ?? null,
          leasePrice: input.leasePrice ?? null,
          clientAddress: options.clientAddress,
          preferredChannel: input.preferredChannel ?? null,
        })
        .returning({ id: ownerSubmissions.id });
      if (images.length) {
        await tx.insert(ownerSubmissionImages).values(
          images.map((image, i) => ({
            submissionId: row.id,
            storageKey: keys[i],
            contentType: image.contentType,
            width: image.width,
            height: image.height,
            bytes: image.data.byteLength,
            position: i + 1,
          })),
        );
      }
      // The acknowledgement names the photos but does not carry them: the staff see them in the back office.
      await recordSubmission(tx, {
        kind: 'owner',
        refId: row.id,
        cityId: input.cityId,
        language: input.language,
        name: input.fullName,
        email: input.email,
        searchable: [input.fullName, input.email, input.phone, input.location, input.addressForLease, input.descriptionFacilities, input.descriptionAmenities],
        details: [
          ['phone', input.phone],
          ['location', input.location],
          ['propertyType', input.propertyType],
          ['bedrooms', input.numberOfBedroom],
          ['bathrooms', input.numberOfBathroom],
          ['addressForLease', input.addressForLease],
          ['area', input.leasableArea],
          ['price', input.leasePrice == null ? undefined : `${input.leasePrice.toLocaleString('en-US')} ${input.currency}`],
          ['facilities', input.descriptionFacilities],
          ['amenities', input.descriptionAmenities],
          ['photos', images.length],
        ],
        ackValues: { photos: images.length },
        preferredChannel: input.preferredChannel,
      }, options.budget ?? recipientBudget());
      if (options.beforeCommit) await options.beforeCommit(tx);
      return row.id;
    });
    mailEnqueued();
    return id;
  } catch (err) {
    // Every key, not only the writes that reported success: a write that timed out may still land.
    const removals = await Promise.allSettled(keys.map((key) => storage.delete(key)));
    for (const r of removals) if (r.status === 'rejected') console.error('[owners] could not remove an upload after a failure:', r.reason);
    throw err;
  }
}
