import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { audit } from '@/lib/server/staff/audit';
import { auditDiff } from '@/lib/server/staff/audit-diff';
import { auditQuery, readAudit } from '@/lib/server/staff/audit-read';

describe('the audit log shows a change field by field', () => {
  it('shows a rent change of a listing edit, however long the entry, and nothing that did not change', () => {
    const filler = 'x'.repeat(2000);
    // A stored row before (numbers as text, nested nothing), the form's input after (numbers).
    const before = { id: 7, code: 'HN-1', description: filler, leasePriceMin: '1200.00', sizeMin: '80', isHot: false, cityId: 1 };
    const after = { code: 'HN-1', description: filler, leasePriceMin: 1350, sizeMin: 80, isHot: false, cityId: 1, nameJa: '新しい名前' };
    expect(auditDiff(before, after)).toEqual([{ field: 'leasePriceMin', before: '1200', after: '1350' }]);
  });

  it('lists every field with a value when something is made or deleted, nested fields by dotted name', () => {
    expect(auditDiff(null, { name: 'A', role: 'agent', texts: { en: 'Hello' }, empty: '' })).toEqual([
      { field: 'name', before: '', after: 'A' },
      { field: 'role', before: '', after: 'agent' },
      { field: 'texts.en', before: '', after: 'Hello' },
    ]);
    expect(auditDiff({ role: 'agent', disabled: false }, { role: 'editor', disabled: false })).toEqual([{ field: 'role', before: 'agent', after: 'editor' }]);
    expect(auditDiff({ ids: [3, 1] }, { ids: ['1', '3'] })).toEqual([]);
  });
});

describe('the audit log filters', () => {
  const actor = { id: 'audit-test-actor', email: `audit-${Date.now()}@agency.test` };

  it('hides logins unless asked, and filters by action, member and day', async () => {
    const db = await getDb();
    await audit(db, { actor, action: 'sign-in', entity: 'staff', entityId: actor.id });
    await audit(db, { actor, action: 'listing.update', entity: 'property', entityId: 1, before: { leasePriceMin: '1' }, after: { leasePriceMin: 2 } });
    const mine = (q: Record<string, string>) => readAudit(db, auditQuery({ actor: actor.email, ...q })).then((r) => r.rows.map((row) => row.action));
    expect(await mine({})).toEqual(['listing.update']);
    expect(await mine({ signins: '1' })).toEqual(['listing.update', 'sign-in']);
    expect(await mine({ action: 'sign-in' })).toEqual(['sign-in']);
    expect(await mine({ action: 'staff.create' })).toEqual([]);
    // Days are the agency's (Vietnam): today's entries are in today, none in a day long past.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
    expect(await mine({ from: today, to: today })).toEqual(['listing.update']);
    expect(await mine({ from: '2020-01-01', to: '2020-01-02' })).toEqual([]);
    expect(auditQuery({ from: 'yesterday', action: 'drop table' })).toEqual({ action: undefined, actor: undefined, from: undefined, to: undefined, signIns: undefined, before: undefined });
  });
});
