/** The four form endpoints as a page's forms post them, for the rules every one of them keeps. */
import { eq } from 'drizzle-orm';
import * as contactRoute from '@/app/api/contacts/route';
import * as supportRoute from '@/app/api/contacts/customer_contact/route';
import * as newsletterRoute from '@/app/api/newsletters/route';
import * as ownerRoute from '@/app/api/owners/route';
import { getDb } from '@/lib/server/db/client';
import { contactRequests, newsletterSubscriptions, ownerSubmissions, supportRequests } from '@/lib/server/db/schema';
import { postJson, postMultipart, type Answer } from './support';

export type Endpoint = {
  name: string;
  /** Posts the form's fields with exactly the guard fields given (the helpers add none). */
  post: (fields: Record<string, unknown>, guard: Record<string, string>) => Promise<Answer>;
  /** Valid fields, told apart by `marker` in their e-mail address. */
  valid: (marker: string) => Record<string, unknown>;
  /** The rows stored under that address. */
  stored: (marker: string) => Promise<unknown[]>;
};

const db = () => getDb();

export const CONTACT: Endpoint = {
  name: 'contact',
  post: (info, guard) => postJson(contactRoute.POST, '/api/contacts', { info, ...guard }, { guard: false }),
  valid: (m) => ({ expectedCheckInDate: '03/01/2026', expectedTourInspectionDate: '02/20/2026', fullName: 'Jane Doe', email: `${m}@example.com`, phone: '+84 90 123 4567', cityId: '1' }),
  stored: async (m) => (await db()).select().from(contactRequests).where(eq(contactRequests.email, `${m}@example.com`)),
};

export const SUPPORT: Endpoint = {
  name: 'support',
  post: (info, guard) => postJson(supportRoute.POST, '/api/contacts/customer_contact', { info, ...guard }, { guard: false }),
  valid: (m) => ({ name: '山田 太郎', email: `${m}@example.jp`, phone: '+81 3-1234-5678', cityId: 2 }),
  stored: async (m) => (await db()).select().from(supportRequests).where(eq(supportRequests.email, `${m}@example.jp`)),
};

export const NEWSLETTER: Endpoint = {
  name: 'newsletter',
  post: (fields, guard) => postJson(newsletterRoute.POST, '/api/newsletters', { ...fields, ...guard }, { guard: false }),
  valid: (m) => ({ email: `${m}@example.com`, language: 'jp' }),
  stored: async (m) => (await db()).select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.emailKey, `${m}@example.com`)),
};

export const OWNER: Endpoint = {
  name: 'owner',
  post: (fields, guard) => postMultipart(ownerRoute.POST, { ...(fields as Record<string, string>), ...guard }, { guard: false }),
  valid: (m) => ({ fullName: 'Nguyễn Văn A', phone: '0901234567', email: `${m}@example.vn`, cityId: '1', numberOfBedroom: '2', leasePrice: '1200' }),
  stored: async (m) => (await db()).select().from(ownerSubmissions).where(eq(ownerSubmissions.email, `${m}@example.vn`)),
};

export const ENDPOINTS: readonly Endpoint[] = [CONTACT, SUPPORT, NEWSLETTER, OWNER];
