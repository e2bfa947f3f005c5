/**
 * A saved search near a place (issue 47): the alert keeps `near` and `within`, its summary names
 * the place and the radius in the alert's language, and its digest mails only the new listings
 * within the radius (one placed just inside, one just outside).
 */
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as subscribePost } from '@/app/api/alerts/route';
import * as confirmRoute from '@/app/api/alerts/confirm/route';
import { RESIDENCE } from '@/lib/api/properties';
import { runDigests } from '@/lib/server/alerts/digest';
import { alertQuery } from '@/lib/server/alerts/query';
import { summariseAlert } from '@/lib/server/alerts/summary';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox, places, properties, searchAlerts } from '@/lib/server/db/schema';
import { postJson, unique } from '../forms/support';

const DAY = 24 * 60 * 60 * 1000;
/** Metres per degree of latitude on earthdistance's sphere. */
const METRES_PER_DEGREE = (2 * Math.PI * 6378168) / 360;

async function school() {
  const db = await getDb();
  const [row] = await db.select().from(places).where(eq(places.nameEn, 'The Japanese School of Hanoi'));
  expect(row).toBeDefined();
  return row;
}

async function mailsTo(email: string, kind: string) {
  const db = await getDb();
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id);
  return rows.filter((r) => r.kind === kind);
}

const idsIn = (text: string) => [...text.matchAll(/\/(?:residence|office)\/detail\/(\d+)/g)].map((m) => Number(m[1]));

describe('an alert near a place', () => {
  it('keeps near and within, names the place and the radius, and mails only the new listings within it', async () => {
    const place = await school();
    const raw = { near: String(place.id), within: '3', sort: 'nearest', pageIndex: '2' };
    const query = alertQuery(raw, 'residence');
    const kept = new URLSearchParams(query);
    expect(kept.get('near')).toBe(String(place.id));
    expect(kept.get('within')).toBe('3');
    expect(kept.has('sort')).toBe(false);

    const db = await getDb();
    expect(await summariseAlert(db, { kind: 'residence', query }, 'en')).toContain('within 3 km of The Japanese School of Hanoi');
    expect(await summariseAlert(db, { kind: 'residence', query }, 'jp')).toContain('ハノイ日本人学校から3km以内');

    // Signed up through the API from the results page's query, then confirmed.
    const email = `${unique('near')}@example.com`;
    expect((await postJson(subscribePost, '/api/alerts', { email, language: 'en', kind: 'residence', query: new URLSearchParams(raw).toString() })).status).toBe(200);
    const [row] = await db.select().from(searchAlerts).where(eq(searchAlerts.email, email));
    expect(row.query).toBe(query);
    const [confirmation] = await mailsTo(email, 'alert-confirm');
    expect(confirmation.textBody).toContain('within 3 km of The Japanese School of Hanoi');
    const link = /http:\/\/localhost:3000\/api\/alerts\/confirm\?\S+/.exec(confirmation.textBody)![0];
    expect((await confirmRoute.GET(new Request(link))).status).toBe(303);
    // Far ahead of the other tests' clocks, so that only this test's listings are news.
    const t0 = Date.now() + 500 * DAY;
    await db.update(searchAlerts).set({ confirmedAt: new Date(t0), lastSentThrough: new Date(t0) }).where(eq(searchAlerts.id, row.id));

    // Two published residences moved due north of the school: 2.9 km (inside) and 3.1 km (outside).
    const pair = await db
      .select({ id: properties.id, latitude: properties.latitude, longitude: properties.longitude, publishedAt: properties.publishedAt })
      .from(properties)
      .where(and(eq(properties.isPublished, true), eq(properties.category, RESIDENCE), isNotNull(properties.latitude)))
      .orderBy(desc(properties.id))
      .limit(2);
    const [inside, outside] = pair;
    try {
      await db
        .update(properties)
        .set({ latitude: place.latitude + 2900 / METRES_PER_DEGREE, longitude: place.longitude, publishedAt: new Date(t0 + 60_000) })
        .where(eq(properties.id, inside.id));
      await db
        .update(properties)
        .set({ latitude: place.latitude + 3100 / METRES_PER_DEGREE, longitude: place.longitude, publishedAt: new Date(t0 + 60_000) })
        .where(eq(properties.id, outside.id));
      await runDigests(new Date(t0 + 2 * 60_000));
      const [digest] = await mailsTo(email, 'alert-digest');
      expect(digest).toBeDefined();
      expect(digest.textBody).toContain('within 3 km of The Japanese School of Hanoi');
      const ids = idsIn(digest.textBody);
      expect(ids).toContain(inside.id);
      expect(ids).not.toContain(outside.id);
    } finally {
      for (const r of pair) await db.update(properties).set({ latitude: r.latitude, longitude: r.longitude, publishedAt: r.publishedAt }).where(eq(properties.id, r.id));
      await db.delete(searchAlerts).where(inArray(searchAlerts.id, [row.id]));
    }
  });
});
