import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, hasControlChars, LIMITS, PHONE_PATTERN } from '@/lib/forms/common';
import { OWNER_IMAGE_BYTES, OWNER_IMAGE_MAX, OWNER_IMAGE_TYPES, withoutBlanks } from '@/lib/forms/values';
import { contactSchema, isUsDate, usDateToIso } from '@/lib/forms/contact';
import { dayAfter, isCalendarDay, isWithinYears } from '@/lib/forms/dates';
import { newsletterSchema } from '@/lib/forms/newsletter';
import { ownerSchema } from '@/lib/forms/owner';
import { supportSchema } from '@/lib/forms/support';

/** The message key of each field that fails, as the forms and the API read them. */
function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const contact = {
  language: 'en',
  cityId: 1,
  expectedCheckInDate: '01/15/2026',
  expectedTourInspectionDate: '02/29/2028',
  fullName: 'Jane Doe',
  email: 'jane.doe+rent@example.co.jp',
  phone: '+84 (90) 123-4567',
};

describe('the shared rules', () => {
  it('accepts the email addresses the forms allow and refuses the rest', () => {
    for (const ok of ['a@b.co', 'A.B_C%D+E-F@Sub.Example.COM', '1@2.io']) expect(EMAIL_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['a@b', 'a@b.c', '@b.co', 'a b@c.co', 'a@b.co ', 'a@@b.co', 'a@b.c0', 'ä@b.co']) expect(EMAIL_PATTERN.test(bad), bad).toBe(false);
  });

  it('accepts international phone numbers with common separators', () => {
    for (const ok of ['0901234567', '+84 90 123 4567', '(028) 3823-4567', '+1.212.555.0100', '+(84) 90 123 4567']) expect(PHONE_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['12345', 'phone', '+84 90 123 4567 ext 2', '--0901234567', '090123456a', '((0901234567']) expect(PHONE_PATTERN.test(bad), bad).toBe(false);
  });

  it('finds control characters, line separators and bidi controls; text areas may keep tab and line breaks', () => {
    const always = ['\u0000', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\u009f', '\u2028', '\u2029', '\u202a', '\u202e', '\u2066', '\u2069'];
    for (const c of always) {
      expect(hasControlChars(`a${c}b`), JSON.stringify(c)).toBe(true);
      expect(hasControlChars(`a${c}b`, true), JSON.stringify(c)).toBe(true);
    }
    for (const c of ['\t', '\n', '\r']) {
      expect(hasControlChars(`a${c}b`), JSON.stringify(c)).toBe(true);
      expect(hasControlChars(`a${c}b`, true), JSON.stringify(c)).toBe(false);
    }
    for (const text of ['<script>alert(1)</script>', 'Nguyễn Văn A', '山田 太郎', 'مرحبا', 'a\u200fb', '€ 1,500']) expect(hasControlChars(text), text).toBe(false);
  });

  it('leaves blank values out of a payload', () => {
    expect(withoutBlanks({ a: '', b: 'x', c: undefined, d: null, e: 0 })).toEqual({ b: 'x', e: 0 });
  });

  it('reads MM/dd/yyyy dates with real calendar days and years 1000 to 9999', () => {
    expect(isUsDate('02/29/2028')).toBe(true);
    expect(isUsDate('12/31/9999')).toBe(true);
    expect(isUsDate('01/01/1000')).toBe(true);
    for (const bad of ['02/29/2027', '13/01/2026', '00/10/2026', '04/31/2026', '01/01/0999', '1/1/2026', '2026-01-01', '01/01/10000']) expect(isUsDate(bad), bad).toBe(false);
    expect(usDateToIso('02/29/2028')).toBe('2028-02-29');
  });
});

describe('the window of days', () => {
  const now = new Date('2026-11-28T12:00:00Z');

  it('is a real calendar day from 2000-01-01 to a number of years (and a day\'s slack) after today', () => {
    expect(['2028-02-29', '2000-01-01', '9999-12-31'].map(isCalendarDay)).toEqual([true, true, true]);
    expect(['2027-02-29', '2026-13-01', '0000-00-00', '2026-1-5', ' 2026-01-05'].map(isCalendarDay)).toEqual([false, false, false, false, false]);
    expect(dayAfter(now, { years: 2, days: 1 })).toBe('2028-11-29');
    expect(dayAfter(new Date('2028-02-29T00:00:00Z'), { years: 1 })).toBe('2029-03-01');
    expect(['2000-01-01', '2028-11-29', '2026-11-28'].map((d) => isWithinYears(d, 2, now))).toEqual([true, true, true]);
    expect(['1999-12-31', '2028-11-30', '0001-01-01', '9999-12-31'].map((d) => isWithinYears(d, 2, now))).toEqual([false, false, false, false]);
  });

  it('refuses a contact\'s preferred date outside it with its own key', () => {
    expect(problems(contactSchema.safeParse({ ...contact, expectedCheckInDate: '12/31/9999', expectedTourInspectionDate: '01/01/1000' }))).toEqual({
      expectedCheckInDate: 'dateRange',
      expectedTourInspectionDate: 'dateRange',
    });
  });
});

describe('the contact schema', () => {
  it('accepts a complete request and reads the favourites variant’s phoneNumber and the info wrapper', () => {
    const parsed = contactSchema.parse(contact);
    expect(parsed).toMatchObject(contact);
    expect(parsed.companyName).toBeUndefined();
    const { phone, ...rest } = contact;
    expect(contactSchema.parse({ info: { ...rest, phoneNumber: phone, propertyId: 'HCR000005,OF-12,7' } })).toMatchObject({ phone, propertyId: 'HCR000005,OF-12,7' });
  });

  it('requires the name, email, phone and both dates, with their message keys', () => {
    expect(problems(contactSchema.safeParse({}))).toEqual({
      expectedCheckInDate: 'date',
      expectedTourInspectionDate: 'date',
      fullName: 'required',
      email: 'required',
      phone: 'required',
    });
    expect(problems(contactSchema.safeParse({ ...contact, fullName: '   ', email: ' ', phone: '' }))).toEqual({ fullName: 'required', email: 'required', phone: 'required' });
  });

  it('checks the email, phone, dates, lengths, language, city and property references', () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'jane@example' }, 'email', 'email'],
      [{ phone: '12345' }, 'phone', 'phone'],
      [{ phone: '1234567890123456' }, 'phone', 'phone'],
      [{ expectedCheckInDate: '2026-01-15' }, 'expectedCheckInDate', 'date'],
      [{ expectedTourInspectionDate: '02/30/2026' }, 'expectedTourInspectionDate', 'date'],
      [{ fullName: 'x'.repeat(LIMITS.name + 1) }, 'fullName', 'tooLong'],
      [{ otherRequirements: 'x'.repeat(LIMITS.text + 1) }, 'otherRequirements', 'tooLong'],
      [{ companyName: 'x'.repeat(LIMITS.company + 1) }, 'companyName', 'tooLong'],
      [{ language: 'fr' }, 'language', 'language'],
      [{ cityId: 0 }, 'cityId', 'invalid'],
      [{ cityId: 'abc' }, 'cityId', 'invalid'],
      [{ cityId: '1e3' }, 'cityId', 'invalid'],
      [{ cityId: true }, 'cityId', 'invalid'],
      [{ cityId: [5] }, 'cityId', 'invalid'],
      [{ cityId: '0x10' }, 'cityId', 'invalid'],
      [{ cityId: ' 12' }, 'cityId', 'invalid'],
      [{ cityId: '+12' }, 'cityId', 'invalid'],
      [{ cityId: 1.5 }, 'cityId', 'invalid'],
      [{ fullName: 'Jane\r\nBcc: x@evil.example' }, 'fullName', 'controlChars'],
      [{ phone: '0901234567\n' }, 'phone', 'controlChars'],
      [{ companyName: 'ACME\u202e' }, 'companyName', 'controlChars'],
      [{ otherRequirements: 'quiet\u0000' }, 'otherRequirements', 'controlChars'],
      [{ expectedCheckInDate: '01/15/2026\n' }, 'expectedCheckInDate', 'controlChars'],
      [{ propertyId: "1; DROP TABLE properties" }, 'propertyId', 'invalid'],
    ];
    for (const [patch, field, key] of cases) expect(problems(contactSchema.safeParse({ ...contact, ...patch })), JSON.stringify(patch)).toEqual({ [field]: key });
  });

  it('reads blank optional fields as absent and keeps the text as typed', () => {
    expect(contactSchema.parse({ ...contact, cityId: '12' }).cityId).toBe(12);
    expect(contactSchema.parse({ ...contact, otherRequirements: 'Two rooms,\r\n\tnear a park' }).otherRequirements).toBe('Two rooms,\r\n\tnear a park');
    const parsed = contactSchema.parse({ ...contact, companyName: '   ', otherRequirements: " <b>bold</b> '; DROP TABLE x; -- ", propertyId: '' });
    expect(parsed.companyName).toBeUndefined();
    expect(parsed.propertyId).toBeUndefined();
    expect(parsed.otherRequirements).toBe("<b>bold</b> '; DROP TABLE x; --");
    expect(parsed.language).toBe('en');
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'text', 42]) expect(contactSchema.safeParse(body).success).toBe(false);
  });
});

describe('the support schema', () => {
  const support = { language: 'jp', cityId: '2', name: '山田 太郎', email: 'taro@example.jp', phone: '+81 3-1234-5678' };

  it('accepts an inquiry inside or outside its info wrapper', () => {
    expect(supportSchema.parse({ info: support })).toMatchObject({ ...support, cityId: 2 });
    expect(supportSchema.parse({ ...support, address: '', contentRequire: 'Hello' })).toMatchObject({ address: undefined, contentRequire: 'Hello' });
  });

  it('requires the name, email and phone and checks their forms', () => {
    expect(problems(supportSchema.safeParse({}))).toEqual({ name: 'required', email: 'required', phone: 'required' });
    expect(problems(supportSchema.safeParse({ ...support, email: 'x@y', phone: 'call me' }))).toEqual({ email: 'email', phone: 'phone' });
    expect(problems(supportSchema.safeParse({ ...support, address: 'x'.repeat(LIMITS.address + 1) }))).toEqual({ address: 'tooLong' });
    // The address is a one-line field; the request text is a text area.
    expect(problems(supportSchema.safeParse({ ...support, address: '1 Lê Lợi\nQ1', contentRequire: 'a\nb', name: 'A\tB' }))).toEqual({ address: 'controlChars', name: 'controlChars' });
  });
});

describe('the newsletter schema', () => {
  it('has its own messages for a missing and a malformed address', () => {
    expect(problems(newsletterSchema.safeParse({}))).toEqual({ email: 'emailRequired' });
    expect(problems(newsletterSchema.safeParse({ email: '  ' }))).toEqual({ email: 'emailRequired' });
    expect(problems(newsletterSchema.safeParse({ email: 'not-an-address' }))).toEqual({ email: 'emailInvalid' });
    expect(newsletterSchema.parse({ email: ' Foo@Example.COM ' })).toEqual({ email: 'Foo@Example.COM', language: 'en' });
  });
});

describe('the owner schema', () => {
  const owner = { fullName: 'Nguyễn Văn A', phone: '0901234567', email: 'owner@example.vn' };

  it('accepts the multipart fields with the API contract’s spellings and the select placeholders', () => {
    const parsed = ownerSchema.parse({
      ...owner,
      language: 'jp',
      cityId: '3',
      currency: 'VND',
      numberOfBedroom: '2',
      numberOfBadroom: '-1',
      descriptionAmentities: 'Pool',
      leasePrice: '25000000',
    });
    expect(parsed).toMatchObject({ cityId: 3, currency: 'VND', numberOfBedroom: 2, numberOfBathroom: undefined, descriptionAmenities: 'Pool', leasePrice: 25_000_000 });
  });

  it('leaves unchosen selects and empty optional fields out', () => {
    const parsed = ownerSchema.parse({ ...owner, numberOfBedroom: '-1', numberOfBadroom: -1, leasePrice: '' });
    expect(parsed).toMatchObject({ currency: 'USD', language: 'en' });
    for (const key of ['numberOfBedroom', 'numberOfBathroom', 'leasePrice', 'cityId', 'location'] as const) expect(parsed[key], key).toBeUndefined();
  });

  it('uses the Vietnamese form’s message keys', () => {
    expect(problems(ownerSchema.safeParse({}))).toEqual({ fullName: 'ownerRequired', phone: 'ownerRequired', email: 'ownerEmail' });
    expect(problems(ownerSchema.safeParse({ ...owner, email: 'owner@' }))).toEqual({ email: 'ownerEmail' });
    for (const price of ['12.5', '-3', '1e6', 'abc', '1'.repeat(16), ' 1500', '+1500', '0x10', '15\n']) expect(problems(ownerSchema.safeParse({ ...owner, leasePrice: price })), price).toEqual({ leasePrice: 'ownerPrice' });
    for (const phone of ['1', '12345', 'call me', '+84 90 123 4567 ext 2']) expect(problems(ownerSchema.safeParse({ ...owner, phone })), phone).toEqual({ phone: 'ownerPhone' });
    for (const count of ['1e1', ' 2', '+2', '0x2', '2.0', true, [2]]) expect(problems(ownerSchema.safeParse({ ...owner, numberOfBedroom: count })), String(count)).toEqual({ numberOfBedroom: 'invalid' });
    expect(problems(ownerSchema.safeParse({ ...owner, fullName: 'Nguyễn\r\nVăn A', addressForLease: 'a\nb', descriptionFacilities: 'Pool\nGym' }))).toEqual({ fullName: 'controlChars', addressForLease: 'controlChars' });
    expect(problems(ownerSchema.safeParse({ ...owner, currency: 'EUR', numberOfBedroom: 'many', numberOfBadroom: '51' }))).toEqual({
      currency: 'invalid',
      numberOfBedroom: 'invalid',
      numberOfBathroom: 'invalid',
    });
  });

  it('sets the photo limits: 10 images, 1.9 MB each', () => {
    expect(OWNER_IMAGE_MAX).toBe(10);
    expect(OWNER_IMAGE_BYTES).toBeGreaterThan(1_800_000);
    expect(OWNER_IMAGE_BYTES).toBeLessThan(2_000_000);
    expect(OWNER_IMAGE_TYPES).toContain('image/jpeg');
  });
});
