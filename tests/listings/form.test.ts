import { describe, expect, it } from 'vitest';
import { ACTION_BODY_LIMIT } from '@/lib/security/server-actions';
import { LONG, officeSchema, parseProject, parseProperty, postedOf, projectSchema, residenceSchema, type Posted } from '@/lib/server/listings/form';

type Parse = (posted: Posted) => { ok: boolean; errors?: Record<string, string> };
const tooLong = (parse: Parse, field: string, n: number) => {
  const r = parse({ [field]: 'あ'.repeat(n) });
  return !r.ok && r.errors?.[field] === 'tooLong';
};

/** The longest text a field takes, found by asking the schema; 0 for a field that is no bounded text (numbers, boxes). */
function longest(parse: Parse, field: string): number {
  if (!tooLong(parse, field, LONG + 1)) return 0;
  let low = 1;
  let high = LONG + 1; // low fits, high does not
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (tooLong(parse, field, mid)) high = mid;
    else low = mid;
  }
  return low;
}

/** A form filled to every limit, in Japanese, as the browser posts it (multipart), with the framework's own fields. */
async function postedBytes(fields: string[], parse: Parse) {
  const form = new FormData();
  form.append('$ACTION_REF_1', '');
  form.append('$ACTION_1:0', JSON.stringify({ id: 'f'.repeat(42), bound: '$@1' }));
  form.append('$ACTION_1:1', '[{}]');
  form.append('$ACTION_KEY', 'k'.repeat(33));
  form.append('kind', 'residence');
  form.append('id', '2147483647');
  form.append('fromOwner', '2147483647');
  for (const field of fields) {
    if (field === 'facilityIds') for (let i = 0; i < 64; i++) form.append(field, String(100 + i));
    else {
      const n = longest(parse, field);
      form.append(field, n ? 'あ'.repeat(n) : '2000000000');
    }
  }
  return (await new Request('http://localhost/', { method: 'POST', body: form }).arrayBuffer()).byteLength;
}

describe('the listing forms', () => {
  it('fit what a server action may carry, even filled to every limit in Japanese and sent with the values echoed back', async () => {
    const residence = await postedBytes(Object.keys(residenceSchema.shape), (p) => parseProperty('residence', p));
    const office = await postedBytes(Object.keys(officeSchema.shape), (p) => parseProperty('office', p));
    const project = await postedBytes(Object.keys(projectSchema.shape), parseProject);
    for (const bytes of [residence, office, project]) expect(2 * bytes).toBeLessThan(ACTION_BODY_LIMIT);
  });

  it('reads repeated facility boxes as a list and ignores files and the framework fields', () => {
    const form = new FormData();
    form.append('facilityIds', '101');
    form.append('facilityIds', '102');
    form.append('nameEn', 'A');
    form.append('nameEn', 'B');
    form.append('$ACTION_KEY', 'x');
    form.append('__proto__', 'x');
    form.append('constructor', 'x');
    form.append('photo', new Blob(['x']), 'x.jpg');
    const posted = postedOf(form);
    expect(posted).toEqual({ facilityIds: ['101', '102'], nameEn: 'A' });
    // The action's state goes back to the browser: only a plain object can.
    expect(Object.getPrototypeOf(posted)).toBe(Object.prototype);
  });

  it('answers codes for ranges upside down and hostile values, never throwing', () => {
    const office = { nameEn: 'x', nameJa: 'y', cityId: '1', districtId: '1', typeId: '11', leasePriceMin: '30', sizeMin: '100', vatInclude: 'on' };
    const upsideDown = parseProperty('office', { ...office, leasePriceMax: '20', sizeMax: '50' });
    expect(upsideDown.ok ? {} : upsideDown.errors).toEqual({ leasePriceMax: 'belowMin', sizeMax: 'belowMin' });
    const hostile = parseProperty('office', { ...office, serviceChargeSqm: '1e9', facilityIds: ['1; DROP TABLE'], code: '../etc' });
    expect(hostile.ok ? {} : hostile.errors).toEqual({ serviceChargeSqm: 'decimal', facilityIds: 'invalid', code: 'code' });
    for (const value of ['', ' ', '\u0000', 'null', '-0', '99999999999', '1.5', '<b>', ['a', 'b']]) {
      expect(() => parseProperty('residence', { nameEn: value, cityId: value, leasePriceMin: value, latitude: value, facilityIds: value, isHot: value })).not.toThrow();
      expect(() => parseProject({ nameEn: value, cityId: value, floors: value })).not.toThrow();
    }
  });

  it('takes an available-from day as a date input posts it, empty as none, and refuses anything else with a code', () => {
    const residence = { nameEn: 'x', nameJa: 'y', cityId: '1', districtId: '1', typeId: '1', leasePriceMin: '900', sizeMin: '60', bedroomMin: '1' };
    const office = { nameEn: 'x', nameJa: 'y', cityId: '1', districtId: '1', typeId: '11', leasePriceMin: '30', sizeMin: '100' };
    for (const kind of ['residence', 'office'] as const) {
      const base = kind === 'residence' ? residence : office;
      const day = parseProperty(kind, { ...base, availableFrom: ' 2027-01-15 ' });
      expect(day.ok && day.data.availableFrom).toBe('2027-01-15');
      const none = parseProperty(kind, { ...base, availableFrom: '' });
      expect(none.ok && none.data.availableFrom).toBeNull();
      const absent = parseProperty(kind, base);
      expect(absent.ok && absent.data.availableFrom).toBeNull();
      for (const bad of ['2027-02-30', '2027-13-01', '15/01/2027', '2027-1-5', 'tomorrow', '2027-01-15T00:00', '<b>', '+02027-01-15']) {
        const r = parseProperty(kind, { ...base, availableFrom: bad });
        expect(r.ok ? {} : r.errors, bad).toEqual({ availableFrom: 'date' });
      }
      // Real days, but no move-in day: before 2000 or more than five years ahead.
      const sixYears = `${new Date().getUTCFullYear() + 6}-01-01`;
      for (const far of ['0001-01-01', '1999-12-31', '9999-12-31', sixYears]) {
        const r = parseProperty(kind, { ...base, availableFrom: far });
        expect(r.ok ? {} : r.errors, far).toEqual({ availableFrom: 'dateRange' });
      }
      const inFourYears = `${new Date().getUTCFullYear() + 4}-12-31`;
      expect(parseProperty(kind, { ...base, availableFrom: inFourYears }).ok).toBe(true);
      // Two values under the name is no date input's post: refused like any field's wrong type.
      const twice = parseProperty(kind, { ...base, availableFrom: ['2027-01-15', 'x'] });
      expect(twice.ok ? {} : twice.errors).toEqual({ availableFrom: 'invalid' });
    }
  });
});
