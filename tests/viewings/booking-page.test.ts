/**
 * The booking page's plain form (scripts off), POST /api/viewings/form: it books through POST
 * /api/viewings's pipeline and answers 303 back to the page, with what was stored or with what was
 * typed and the problems, sealed so that neither reads in the address, nor can be forged or kept.
 */
import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, TOKEN_FIELD } from '@/lib/forms/guard';
import { getDb } from '@/lib/server/db/client';
import { staffAvailability } from '@/lib/server/db/schema';
import { createStaff } from '@/lib/server/staff/accounts';
import { bookingFormHandler, readDraft, readSent } from '@/lib/server/viewings/booking-page';
import { seal, unseal } from '@/lib/server/viewings/sealed';
import { freeSlots } from '@/lib/server/viewings/slots';
import { freshAddress, pastToken, unique } from '../forms/support';
import { EVERY_DAY, publishedResidence } from './support';


/** A published residence far down the list (booking.test.ts takes every seventh from the top), with an agent of its own city. */
async function listing(offset: number) {
  const db = await getDb();
  const p = await publishedResidence(400 + offset * 3);
  const made = await createStaff(db, { email: `${unique('agent')}@example.com`, name: unique('Agent'), role: 'agent', password: 'agent-password-0001' });
  await db.insert(staffAvailability).values({ userId: made.id, cityIds: [p.cityId], weekly: EVERY_DAY });
  const slots = await freeSlots(db, p.id);
  return { id: p.id, starts: (slots?.days ?? []).flatMap((d) => d.slots.map((s) => s.start)) };
}

const handler = bookingFormHandler();

function post(fields: Record<string, string | string[]>, { token = pastToken() } = {}) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries({ [TOKEN_FIELD]: token, [HONEYPOT_FIELD]: '', ...fields })) for (const v of [value].flat()) body.append(name, v);
  return handler(
    new Request('http://localhost/api/viewings/form', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshAddress() },
      body: body.toString(),
    }),
  );
}

const person = { fullName: 'Tran Thi B', email: 'b@example.com', phone: '0912 345 678', people: '2', viewingLanguage: 'en' };

describe('the booking page form', () => {
  it('books and answers 303 to the page with what was stored, sealed', async () => {
    const p = await listing(0);
    const res = await post({ language: 'jp', propertyId: String(p.id), times: [p.starts[0], p.starts[2]], ...person });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '', 'http://localhost');
    expect(location.pathname).toBe(`/jp/viewings/book/${p.id}`);
    expect(location.search).not.toContain('example.com');
    const sent = readSent(location.searchParams.get('sent'), p.id);
    expect(sent?.viewings).toEqual([{ propertyId: p.id, times: [p.starts[0], p.starts[2]], otherTime: null }]);
    expect(sent).toMatchObject({ people: '2', viewingLanguage: 'en', email: 'b@example.com' });
    // Another listing's page does not take it.
    expect(readSent(location.searchParams.get('sent'), p.id + 1)).toBeUndefined();
  });

  it('sends back what was typed with a message key at each field, the missing time among them', async () => {
    const p = await listing(1);
    const res = await post({ language: 'en', propertyId: String(p.id), ...person, fullName: '', email: 'not-an-address' });
    expect(res.status).toBe(303);
    const draft = readDraft(new URL(res.headers.get('location') ?? '', 'http://localhost').searchParams.get('draft'), p.id);
    expect(draft?.typed).toMatchObject({ fullName: '', email: 'not-an-address', phone: '0912 345 678', times: [] });
    expect(draft?.errors).toEqual(
      expect.arrayContaining([
        { field: 'times', code: 'viewingTimeRequired' },
        { field: 'fullName', code: 'required' },
        { field: 'email', code: 'email' },
      ]),
    );
  });

  it('says four times are too many, in the schema\'s own key', async () => {
    const p = await listing(2);
    const res = await post({ language: 'en', propertyId: String(p.id), times: p.starts.slice(0, 4), ...person });
    const draft = readDraft(new URL(res.headers.get('location') ?? '', 'http://localhost').searchParams.get('draft'), p.id);
    expect(draft?.errors).toEqual([{ field: 'times', code: 'viewingTooManyTimes' }]);
  });

  it('names a time taken meanwhile, and the guard\'s refusal of a post without its form token', async () => {
    const p = await listing(3);
    expect((await post({ language: 'en', propertyId: String(p.id), times: [p.starts[0]], ...person })).status).toBe(303);
    const taken = await post({ language: 'en', propertyId: String(p.id), times: [p.starts[0], p.starts[1]], ...person });
    const draft = readDraft(new URL(taken.headers.get('location') ?? '', 'http://localhost').searchParams.get('draft'), p.id);
    expect(draft?.failure).toEqual({ key: 'taken', times: [p.starts[0]] });
    expect(draft?.typed.times).toEqual([p.starts[0], p.starts[1]]);
    const fresh = await post({ language: 'en', propertyId: String(p.id), times: [p.starts[1]], ...person }, { token: '' });
    expect(readDraft(new URL(fresh.headers.get('location') ?? '', 'http://localhost').searchParams.get('draft'), p.id)?.failure?.key).toBe('refused');
  });

  it('takes only the form encoding', async () => {
    const res = await handler(new Request('http://localhost/api/viewings/form', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
    expect(res.status).toBe(415);
  });
});

describe('sealed values', () => {
  it('open only as sealed, unaltered and within half an hour', () => {
    const token = seal({ a: 'Nguyễn 花子' }, 1_000_000);
    expect(unseal(token, 1_000_000 + 60_000)).toEqual({ a: 'Nguyễn 花子' });
    expect(unseal(token, 1_000_000 + 31 * 60_000)).toBeUndefined();
    const altered = token.slice(0, -2) + (token.endsWith('A') ? 'BB' : 'AA');
    expect(unseal(altered, 1_000_000)).toBeUndefined();
    expect(unseal('vb1.' + 'x'.repeat(40))).toBeUndefined();
    expect(unseal(undefined)).toBeUndefined();
  });
});
