import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as contactRoute from '@/app/api/contacts/route';
import * as supportRoute from '@/app/api/contacts/customer_contact/route';
import { getDb } from '@/lib/server/db/client';
import { contactRequests, supportRequests } from '@/lib/server/db/schema';
import { answer, freshAddress, jsonRequest, postJson, unique } from './support';

const CONTACT = '/api/contacts';
const SUPPORT = '/api/contacts/customer_contact';

function contactInfo(patch: Record<string, unknown> = {}) {
  return {
    language: 'en',
    cityId: 1,
    expectedCheckInDate: '03/01/2026',
    expectedTourInspectionDate: '02/20/2026',
    fullName: 'Jane Doe',
    email: `${unique('jane')}@example.com`,
    phone: '+84 90 123 4567',
    ...patch,
  };
}

async function storedContact(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(contactRequests).where(eq(contactRequests.id, id));
  return row;
}

async function storedSupport(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id));
  return row;
}

describe('POST /api/contacts', () => {
  it('stores a valid contact request and answers 200 with its id once it is committed', async () => {
    const address = freshAddress();
    const info = contactInfo({ companyName: 'ACME Co.', otherRequirements: 'Two bedrooms,\nnear a park.', propertyId: 'HCR000005' });
    const res = await postJson(contactRoute.POST, CONTACT, { info }, { address });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'ok', id: expect.any(Number) });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await storedContact(res.body.id!)).toMatchObject({
      language: 'en',
      cityId: 1,
      expectedCheckInDate: '2026-03-01',
      expectedTourInspectionDate: '2026-02-20',
      fullName: 'Jane Doe',
      email: info.email,
      phone: '+84 90 123 4567',
      companyName: 'ACME Co.',
      otherRequirements: 'Two bedrooms,\nnear a park.',
      propertyCodes: 'HCR000005',
      clientAddress: address,
    });
  });

  it('takes the favourites and history variant: phoneNumber and comma-joined references, blanks left out', async () => {
    const { phone, ...info } = contactInfo({ propertyId: '12,15,HCR000005', companyName: '', otherRequirements: '' });
    const res = await postJson(contactRoute.POST, CONTACT, { info: { ...info, phoneNumber: phone, cityId: '' } });
    expect(res.status).toBe(200);
    expect(await storedContact(res.body.id!)).toMatchObject({ phone, propertyCodes: '12,15,HCR000005', companyName: null, otherRequirements: null, cityId: null });
  });

  it('names every missing field in English with a code per field', async () => {
    const res = await postJson(contactRoute.POST, CONTACT, { info: { language: 'en' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('fullName: This field is required');
    expect(res.body.message).toContain('email: This field is required');
    expect(res.body.message).toContain('phone: This field is required');
    expect(res.body.message).toContain('expectedCheckInDate: Enter a date as MM/DD/YYYY');
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'fullName', code: 'required' },
        { field: 'email', code: 'required' },
        { field: 'phone', code: 'required' },
      ]),
    );
  });

  it('applies every field rule', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'jane@localhost' }, 'email: Invalid email address'],
      [{ phone: 'call me maybe' }, 'phone: Invalid phone number'],
      [{ phone: '123 45' }, 'phone: Invalid phone number'],
      [{ expectedCheckInDate: '2026-03-01' }, 'expectedCheckInDate: Enter a date as MM/DD/YYYY'],
      [{ expectedTourInspectionDate: '02/30/2026' }, 'expectedTourInspectionDate: Enter a date as MM/DD/YYYY'],
      [{ expectedCheckInDate: '01/01/0999' }, 'expectedCheckInDate: Enter a date as MM/DD/YYYY'],
      [{ fullName: 'J'.repeat(101) }, 'fullName: This is too long'],
      [{ companyName: 'C'.repeat(201) }, 'companyName: This is too long'],
      [{ otherRequirements: 'R'.repeat(2001) }, 'otherRequirements: This is too long'],
      [{ language: 'vi' }, 'language: The language must be en or jp'],
      [{ cityId: -4 }, 'cityId: This value is not valid'],
      [{ propertyId: '<HCR>' }, 'propertyId: This value is not valid'],
      [{ fullName: 42 }, 'fullName: This field is required'],
    ];
    for (const [patch, message] of cases) {
      const res = await postJson(contactRoute.POST, CONTACT, { info: contactInfo(patch) });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.message, JSON.stringify(patch)).toBe(message);
    }
  });

  it('takes preferred dates from 2000 up to two years ahead, and answers any other with a 400 saying so, storing nothing', async () => {
    const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
    const inTwoYears = new Date();
    inTwoYears.setUTCFullYear(inTwoYears.getUTCFullYear() + 2);
    const tooLate = new Date(inTwoYears.getTime() + 3 * 86_400_000);
    for (const [field, value] of [['expectedCheckInDate', '12/31/9999'], ['expectedTourInspectionDate', '01/01/1000'], ['expectedCheckInDate', '12/31/1999'], ['expectedTourInspectionDate', us(tooLate.toISOString())]]) {
      const info = contactInfo({ [field]: value });
      const res = await postJson(contactRoute.POST, CONTACT, { info });
      expect(res.status, value).toBe(400);
      expect(res.body.message, value).toBe(`${field}: Enter a date from 01/01/2000 up to two years from today`);
      expect(res.body.errors, value).toEqual([{ field, code: 'dateRange' }]);
      expect(await (await getDb()).select().from(contactRequests).where(eq(contactRequests.email, info.email))).toEqual([]);
    }
    for (const value of ['01/01/2000', us(inTwoYears.toISOString())]) {
      expect((await postJson(contactRoute.POST, CONTACT, { info: contactInfo({ expectedCheckInDate: value }) })).status, value).toBe(200);
    }
  });

  it('stores script tags, SQL and Unicode verbatim as text', async () => {
    const hostile = {
      fullName: '<script>alert("x")</script>',
      companyName: "Robert'); DROP TABLE contact_requests;--",
      otherRequirements: '<img src=x onerror=alert(1)> 日本語 Tiếng Việt\r\n\tend',
    };
    const res = await postJson(contactRoute.POST, CONTACT, { info: contactInfo(hostile) });
    expect(res.status).toBe(200);
    const row = await storedContact(res.body.id!);
    expect(row.fullName).toBe(hostile.fullName);
    expect(row.companyName).toBe(hostile.companyName);
    expect(row.otherRequirements).toBe(hostile.otherRequirements);
    // The table is still there.
    expect(await storedContact(res.body.id!)).toBeTruthy();
  });

  it('answers 4xx with a message to broken, empty, mistyped and oversized bodies', async () => {
    const raw = async (body: string, headers: Record<string, string> = {}) => answer(await contactRoute.POST(jsonRequest(CONTACT, null, { raw: body, headers })));
    const cases: [Promise<Awaited<ReturnType<typeof raw>>>, number, RegExp][] = [
      [raw('{"info": {"fullName": "Jane"'), 400, /not valid JSON/],
      [raw(''), 400, /empty/],
      [raw('null'), 400, /JSON object/],
      [raw('[1,2,3]'), 400, /JSON object/],
      [raw('"text"'), 400, /JSON object/],
      [raw('fullName=Jane', { 'content-type': 'application/x-www-form-urlencoded' }), 415, /JSON/],
      [raw(JSON.stringify({ info: contactInfo() }), { 'content-type': 'text/plain' }), 415, /JSON/],
      [raw(JSON.stringify({ info: contactInfo({ otherRequirements: 'x'.repeat(40_000) }) })), 413, /too large/],
      [raw('{}', { 'content-length': String(10 * 1024 * 1024) }), 413, /too large/],
      [raw('{}', { 'content-length': 'lots' }), 400, /Content-Length/],
    ];
    for (const [pending, status, message] of cases) {
      const res = await pending;
      expect(res.status, res.body.message).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    const bad = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    const invalidUtf8 = await answer(
      await contactRoute.POST(new Request(`http://localhost${CONTACT}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() }, body: bad })),
    );
    expect(invalidUtf8.status).toBe(400);
  });

  it('counts the bytes of a body streamed without a length', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(8 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 1000) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const req = new Request(`http://localhost${CONTACT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const res = await answer(await contactRoute.POST(req));
    expect(res.status).toBe(413);
    // It stopped reading soon after the limit instead of taking all 8 MB.
    expect(sent).toBeLessThan(10);
  });

  it('answers other methods with 405 and a JSON message', async () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await answer(await contactRoute[method]());
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(res.body.message).toMatch(/POST/);
    }
  });

  it('answers 429 with Retry-After once an address has used its five requests a minute', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await postJson(contactRoute.POST, CONTACT, { info: contactInfo() }, { address })).status).toBe(200);
    const limited = await postJson(contactRoute.POST, CONTACT, { info: contactInfo() }, { address });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many requests/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Bad bodies count too, and other addresses and other endpoints are not affected.
    expect((await postJson(contactRoute.POST, CONTACT, {}, { address })).status).toBe(429);
    expect((await postJson(contactRoute.POST, CONTACT, { info: contactInfo() })).status).toBe(200);
    expect((await postJson(supportRoute.POST, SUPPORT, { info: { name: 'A', email: 'a@b.co', phone: '0901234567' } }, { address })).status).toBe(200);
  });
});

describe('POST /api/contacts/customer_contact', () => {
  const inquiry = (patch: Record<string, unknown> = {}) => ({ language: 'jp', cityId: 2, name: '山田 太郎', email: 'taro@example.jp', phone: '+81 3-1234-5678', ...patch });

  it('stores a valid inquiry with its optional fields', async () => {
    const res = await postJson(supportRoute.POST, SUPPORT, { info: inquiry({ address: '1 Lê Lợi, Q1', contentRequire: 'Need a driver\n<b>urgent</b>' }) });
    expect(res.status).toBe(200);
    expect(await storedSupport(res.body.id!)).toMatchObject({
      language: 'jp',
      cityId: 2,
      name: '山田 太郎',
      email: 'taro@example.jp',
      phone: '+81 3-1234-5678',
      address: '1 Lê Lợi, Q1',
      contentRequire: 'Need a driver\n<b>urgent</b>',
    });
  });

  it('leaves blank optional fields empty', async () => {
    const res = await postJson(supportRoute.POST, SUPPORT, { info: inquiry({ address: '', contentRequire: '  ' }) });
    expect(res.status).toBe(200);
    expect(await storedSupport(res.body.id!)).toMatchObject({ address: null, contentRequire: null });
  });

  it('applies every field rule', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name: This field is required'],
      [{ email: undefined }, 'email: This field is required'],
      [{ email: 'taro@' }, 'email: Invalid email address'],
      [{ phone: '' }, 'phone: This field is required'],
      [{ phone: '+81 3' }, 'phone: Invalid phone number'],
      [{ address: 'a'.repeat(301) }, 'address: This is too long'],
      [{ contentRequire: 'c'.repeat(2001) }, 'contentRequire: This is too long'],
      [{ language: 'ja' }, 'language: The language must be en or jp'],
    ];
    for (const [patch, message] of cases) {
      const res = await postJson(supportRoute.POST, SUPPORT, { info: inquiry(patch) });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('stores hostile text verbatim', async () => {
    const text = `</textarea><script>fetch('//evil')</script> ' OR 1=1; --`;
    const res = await postJson(supportRoute.POST, SUPPORT, { info: inquiry({ name: text.slice(0, 90), contentRequire: text }) });
    expect(res.status).toBe(200);
    expect(await storedSupport(res.body.id!)).toMatchObject({ name: text.slice(0, 90).trim(), contentRequire: text });
  });

  it('refuses broken JSON and the wrong content type', async () => {
    expect((await postJson(supportRoute.POST, SUPPORT, null, { raw: '{info:' })).status).toBe(400);
    expect((await postJson(supportRoute.POST, SUPPORT, null, { raw: 'name=a', headers: { 'content-type': 'multipart/form-data; boundary=x' } })).status).toBe(415);
  });
});
