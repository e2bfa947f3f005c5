import { describe, expect, it, vi } from 'vitest';
import { FormCheck, type Check } from '@/lib/browser/form-check';
import { contactCheck, ownerCheck, supportCheck } from '@/components/forms/checks';

type Values = { name: string; email: string };

const tick = () => new Promise((r) => setTimeout(r, 0));

/** Required name, and an email with an at sign when given. */
const rules: Check<Values> = (v) => ({ ...(v.name ? {} : { name: 'required' }), ...(v.email && !v.email.includes('@') ? { email: 'email' } : {}) });

function form(load: () => Promise<Check<Values>> = async () => rules) {
  const values: Values = { name: '', email: '' };
  const check = new FormCheck<Values>(load, () => ({ ...values }));
  return { values, check };
}

/** When the forms' fields are checked and which errors show (components/forms/use-checked-form.ts). */
describe('form check', () => {
  it('shows nothing until a field is left, then only that field, and checks it again at each change', async () => {
    const { values, check } = form();
    expect(check.changed('name')).toBeUndefined();
    expect(check.errors()).toEqual({});
    values.email = 'nope';
    await check.blurred('email');
    // The name is empty too, but the visitor has not left it yet.
    expect(check.errors()).toEqual({ email: 'email' });
    values.email = 'a@b.co';
    await check.changed('email');
    expect(check.errors()).toEqual({});
  });

  it('shows every field after a submit and resolves to what the values fail', async () => {
    const { values, check } = form();
    values.email = 'x';
    expect(await check.submit()).toEqual({ name: 'required', email: 'email' });
    expect(check.errors()).toEqual({ name: 'required', email: 'email' });
    values.name = 'Hanako';
    await check.changed('name');
    expect(check.errors()).toEqual({ email: 'email' });
  });

  it('loads the check once, on first use, and tells its listeners only when the errors change', async () => {
    const load = vi.fn(async () => rules);
    const { check } = form(load);
    const heard = vi.fn();
    check.subscribe(heard);
    expect(load).not.toHaveBeenCalled();
    void check.prepare();
    void check.prepare();
    await check.blurred('name');
    await check.blurred('name');
    expect(load).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('lets a form send when its check cannot be loaded, and tries to load it again later', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return rules;
    });
    const { check } = form(load);
    expect(await check.submit()).toEqual({});
    expect(check.errors()).toEqual({});
    fail = false;
    expect(await check.submit()).toEqual({ name: 'required' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('checks the values as they are when the check runs, and shows nothing of a check a reset overtook', async () => {
    let release = () => {};
    const slow = new Promise<Check<Values>>((resolve) => (release = () => resolve(rules)));
    const { values, check } = form(() => slow);
    const first = check.submit();
    values.email = 'x'; // typed while the check was loading
    check.reset();
    release();
    expect(await first).toEqual({ name: 'required', email: 'email' });
    await tick();
    expect(check.errors()).toEqual({});
  });
});

/** The schemas' first problem per field, as the browser's forms show them. */
describe('form checks', () => {
  it('reads the contact form as POST /api/contacts does', () => {
    const check = contactCheck();
    const blank = { fullName: '', email: '', phone: '', companyName: '', expectedCheckInDate: '01/31/2026', expectedTourInspectionDate: '02/30/2026', otherRequirements: '' };
    expect(check(blank)).toEqual({ fullName: 'required', email: 'required', phone: 'required', expectedTourInspectionDate: 'date' });
    expect(check({ ...blank, fullName: 'Sato', email: 'a@b', phone: '12', expectedTourInspectionDate: '02/28/2026' })).toEqual({ email: 'email', phone: 'phone' });
    expect(check({ ...blank, fullName: 'Sato', email: 'a@b.co', phone: '+84 912 345 678', expectedTourInspectionDate: '02/28/2026' })).toEqual({});
    expect(check({ ...blank, fullName: 'Sato\tHanako', email: 'a@b.co', phone: '+84 912 345 678', expectedTourInspectionDate: '02/28/2026', otherRequirements: 'Line one\nline two' })).toEqual({ fullName: 'controlChars' });
  });

  it('reads the support inquiry and the owner registration with their own messages', () => {
    expect(supportCheck()({ name: '', email: 'x@y.jp', phone: '0912345678', address: '', contentRequire: 'x'.repeat(2001) })).toEqual({ name: 'required', contentRequire: 'tooLong' });
    const owner = { fullName: '', phone: '', email: 'owner@example', cityId: '', propertyType: '', numberOfBedroom: '-1', numberOfBathroom: '-1', currency: 'USD', leasePrice: '1,500', leasableArea: '', addressForLease: '', descriptionFacilities: '', descriptionAmenities: '' };
    expect(ownerCheck()(owner)).toEqual({ fullName: 'ownerRequired', phone: 'ownerRequired', email: 'ownerEmail', leasePrice: 'ownerPrice' });
    expect(ownerCheck()({ ...owner, fullName: 'Minh', phone: '0912', email: 'owner@example.com', leasePrice: '1500' })).toEqual({ phone: 'ownerPhone' });
    expect(ownerCheck()({ ...owner, fullName: 'Minh', phone: '0912 345 678', email: 'owner@example.com', leasePrice: '1500' })).toEqual({});
    // Checked as sent: trimmed, so a space typed at either end is no error.
    expect(ownerCheck()({ ...owner, fullName: 'Minh ', phone: ' 0912 345 678', email: 'owner@example.com', leasePrice: '1500 ' })).toEqual({});
  });
});
