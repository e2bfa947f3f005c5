import { describe, expect, it } from 'vitest';
import { contactItem, mailtoHref, pageSelection, parseContactSelection, serialiseContactSelection, toggleAll, toggleOne } from '@/lib/saved/selection';

const item = (id: number) => ({ id, name: `Item ${id}` });
const byId = (i: { id: number }) => i.id;
const ids = (m: ReadonlyMap<number, unknown>) => [...m.keys()].sort((a, b) => a - b);

describe('select-all on the favourites and history pages', () => {
  it('selects every item of the page when none is selected', () => {
    expect(ids(toggleAll(new Map(), [item(1), item(2), item(3)], byId))).toEqual([1, 2, 3]);
  });

  it('selects the rest of the page when only some are selected', () => {
    const selected = new Map([[2, item(2)]]);
    expect(ids(toggleAll(selected, [item(1), item(2), item(3)], byId))).toEqual([1, 2, 3]);
  });

  it('deselects the page when every item of it is selected, keeping other pages’ selections', () => {
    const selected = new Map([1, 2, 3, 40].map((id) => [id, item(id)]));
    expect(ids(toggleAll(selected, [item(1), item(2), item(3)], byId))).toEqual([40]);
  });

  it('changes nothing on an empty page and never mutates its input', () => {
    const selected = new Map([[5, item(5)]]);
    expect(ids(toggleAll(selected, [], byId))).toEqual([5]);
    toggleAll(selected, [item(1)], byId);
    expect(ids(selected)).toEqual([5]);
  });

  it('reports the page as all, some or none selected', () => {
    const selected = new Map([[1, true], [9, true]]);
    expect(pageSelection(selected, [1, 2])).toBe('some');
    expect(pageSelection(selected, [1])).toBe('all');
    expect(pageSelection(selected, [2, 3])).toBe('none');
    expect(pageSelection(selected, [])).toBe('none');
  });

  it('toggles one item in and out', () => {
    const once = toggleOne(new Map(), 7, item(7));
    expect(ids(once)).toEqual([7]);
    expect(ids(toggleOne(once, 7, item(7)))).toEqual([]);
  });
});

describe('the contact selection stored in CONTACT_FAVORITE / CONTACT_HISTORY', () => {
  it('quotes a card by its reference code, or by its id when it has none, with its first photo', () => {
    expect(contactItem({ id: 12, propertyId: 'HNR000012', images: ['a.jpg', 'b.jpg'] })).toEqual({ id: 12, image: 'a.jpg', propertyId: 'HNR000012' });
    expect(contactItem({ id: 13, propertyId: '  ', images: [] })).toEqual({ id: 13, image: '', propertyId: '13' });
  });

  it('round-trips through storage as a JSON list of id, image and propertyId', () => {
    const items = [
      { id: 1, image: 'a.jpg', propertyId: 'HNR000001' },
      { id: 2, image: 'b.jpg', propertyId: 'HCO000002' },
    ];
    const raw = serialiseContactSelection(items);
    expect(JSON.parse(raw ?? '')).toEqual(items);
    expect(parseContactSelection(raw)).toEqual(items);
  });

  it('stores nothing (removes the key) for an empty selection', () => {
    expect(serialiseContactSelection([])).toBeNull();
  });

  it('keeps only the three fields when storing', () => {
    const extra = { id: 1, image: 'a.jpg', propertyId: 'X', name: 'Villa' };
    expect(serialiseContactSelection([extra])).toBe('[{"id":1,"image":"a.jpg","propertyId":"X"}]');
  });

  it('reads a missing, empty or broken value as no selection', () => {
    for (const raw of [null, undefined, '', '{', 'null', '42', '{"id":1}', '"text"']) expect(parseContactSelection(raw)).toEqual([]);
  });

  it('drops entries of the wrong shape and repeated ids, keeping the rest in order', () => {
    const raw = JSON.stringify([
      { id: 3, image: 'c.jpg', propertyId: 'C' },
      { id: '4', image: 'd.jpg', propertyId: 'D' },
      { id: 5, image: null, propertyId: 'E' },
      { id: -1, image: 'x.jpg', propertyId: 'X' },
      { id: 1.5, image: 'x.jpg', propertyId: 'X' },
      null,
      { id: 3, image: 'again.jpg', propertyId: 'C2' },
      { id: 6, image: 'f.jpg', propertyId: 'F', extra: true },
    ]);
    expect(parseContactSelection(raw)).toEqual([
      { id: 3, image: 'c.jpg', propertyId: 'C' },
      { id: 6, image: 'f.jpg', propertyId: 'F' },
    ]);
  });
});

describe('the email link of the contact modal', () => {
  it('encodes subject and body for a mailto: address, spaces as %20', () => {
    const href = mailtoHref('info@example.com', 'Inquiry about HNR1, HNR2', 'Hello,\nthanks & bye');
    expect(href).toBe('mailto:info@example.com?subject=Inquiry%20about%20HNR1%2C%20HNR2&body=Hello%2C%0Athanks%20%26%20bye');
  });

  it('leaves the body out when there is none', () => {
    expect(mailtoHref('a@b.co', 'お問い合わせ')).toBe(`mailto:a@b.co?subject=${encodeURIComponent('お問い合わせ')}`);
  });
});
