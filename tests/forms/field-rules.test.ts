/**
 * The field rules, as every endpoint answers them: whole numbers as decimal
 * digits only, the owner's phone checked as the other forms' phones, and no control characters
 * in any text field but tab and line breaks in the text areas.
 */
import { describe, expect, it } from 'vitest';
import { CONTACT, NEWSLETTER, OWNER, SUPPORT, type Endpoint } from './endpoints';
import { pastToken, unique } from './support';

describe('the field rules of every form endpoint', () => {
  const INTEGERS: unknown[] = ['1e3', true, [5], '0x10', ' 12', '+12', '012', '12.0', 1.5, '١٢', '', null];

  it('takes whole numbers as decimal digits or JSON integers only, naming the field', async () => {
    for (const e of [CONTACT, SUPPORT]) {
      for (const cityId of INTEGERS) {
        const marker = unique(e.name);
        const res = await e.post({ ...e.valid(marker), cityId }, { formToken: pastToken() });
        // A blank (or null) is no city, as the forms leave it out; everything else here is refused.
        if (cityId === '' || cityId === null) {
          expect(res.status, `${e.name} ${JSON.stringify(cityId)}`).toBe(200);
          continue;
        }
        expect(res.status, `${e.name} ${JSON.stringify(cityId)}`).toBe(400);
        expect(res.body.message).toBe('cityId: This value is not valid');
        expect(await e.stored(marker)).toEqual([]);
      }
      const marker = unique(e.name);
      expect((await e.post({ ...e.valid(marker), cityId: '3' }, { formToken: pastToken() })).status).toBe(200);
    }
    const cases: [string, string, string][] = [
      ['cityId', '1e3', 'cityId: This value is not valid'],
      ['cityId', '0x10', 'cityId: This value is not valid'],
      ['cityId', ' 12', 'cityId: This value is not valid'],
      ['cityId', '+12', 'cityId: This value is not valid'],
      ['cityId', 'true', 'cityId: This value is not valid'],
      ['numberOfBedroom', '1e1', 'numberOfBedroom: This value is not valid'],
      ['numberOfBedroom', '+2', 'numberOfBedroom: This value is not valid'],
      ['numberOfBadroom', '0x2', 'numberOfBadroom: This value is not valid'],
      ['numberOfBadroom', ' 2', 'numberOfBadroom: This value is not valid'],
      ['numberOfBadroom', '02', 'numberOfBadroom: This value is not valid'],
      ['cityId', '01', 'cityId: This value is not valid'],
      ['leasePrice', '1e3', 'leasePrice: Invalid price'],
      ['leasePrice', ' 1200', 'leasePrice: Invalid price'],
      ['leasePrice', '+1200', 'leasePrice: Invalid price'],
      ['leasePrice', '0x10', 'leasePrice: Invalid price'],
    ];
    for (const [field, value, message] of cases) {
      const marker = unique('owner');
      const res = await OWNER.post({ ...OWNER.valid(marker), [field]: value }, { formToken: pastToken() });
      expect(res.status, `${field} ${JSON.stringify(value)}`).toBe(400);
      expect(res.body.message, `${field} ${JSON.stringify(value)}`).toBe(message);
      expect(await OWNER.stored(marker)).toEqual([]);
    }
  });

  it("checks the owner's phone as the other forms do", async () => {
    for (const phone of ['1', '12345', 'call me', '0901234567 ext 2', '+84 90 123 4567 890 12']) {
      const res = await OWNER.post({ ...OWNER.valid(unique('owner')), phone }, { formToken: pastToken() });
      expect(res.status, phone).toBe(400);
      expect(res.body).toMatchObject({ message: 'phone: Invalid phone number', errors: [{ field: 'phone', code: 'ownerPhone' }] });
    }
  });

  it('refuses line breaks and other control characters in one-line fields, with the field named', async () => {
    const cases: [Endpoint, string, string][] = [
      [CONTACT, 'fullName', 'Jane\r\nBcc: victim@example.com'],
      [CONTACT, 'phone', '+84 90 123 4567\n'],
      [CONTACT, 'companyName', 'ACME\u2028Inc'],
      [SUPPORT, 'name', 'Taro\u202eoraT'],
      [SUPPORT, 'phone', '0901234567\r'],
      [SUPPORT, 'address', '1 Lê Lợi\nQ1'],
      [OWNER, 'fullName', 'Nguyễn\nVăn A'],
      [OWNER, 'phone', '0901\t234567'],
      [OWNER, 'addressForLease', '12 Tô Ngọc Vân\u0000'],
    ];
    for (const [e, field, value] of cases) {
      const marker = unique(e.name);
      const res = await e.post({ ...e.valid(marker), [field]: value }, { formToken: pastToken() });
      expect(res.status, `${e.name} ${field}`).toBe(400);
      expect(res.body.message, `${e.name} ${field}`).toBe(`${field}: Line breaks, tabs and other control characters cannot be used here`);
      expect(res.body.errors).toEqual([{ field, code: 'controlChars' }]);
      expect(await e.stored(marker)).toEqual([]);
    }
    const newsletter = await NEWSLETTER.post({ email: 'reader@example.com\r\nBcc: x@example.com' }, { formToken: pastToken() });
    expect(newsletter.body.errors).toEqual([{ field: 'email', code: 'controlChars' }]);
  });

  it('keeps line breaks and tabs in the text areas', async () => {
    const text = 'Two bedrooms,\r\n\tnear a park';
    const cases: [Endpoint, string][] = [
      [CONTACT, 'otherRequirements'],
      [SUPPORT, 'contentRequire'],
      [OWNER, 'descriptionFacilities'],
      [OWNER, 'descriptionAmentities'],
    ];
    for (const [e, field] of cases) {
      const marker = unique(e.name);
      const res = await e.post({ ...e.valid(marker), [field]: text }, { formToken: pastToken() });
      expect(res.status, `${e.name} ${field}: ${res.body.message}`).toBe(200);
      expect(await e.stored(marker)).toHaveLength(1);
    }
  });
});
