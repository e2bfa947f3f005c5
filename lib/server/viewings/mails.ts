import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Lang } from '@/lib/api/lang';
import { localePath } from '@/lib/i18n/config';
import { sitePaths } from '@/lib/seo/site-paths';
import { formatSlot, vietnamClock } from '@/lib/viewings/time';
import type { Tx } from '../db/client';
import { cities, districts, properties, staffUsers } from '../db/schema';
import { OFFICE } from '../db/schema/catalogue';
import { fromAddress, mailConfig, mailFrom, mailLanguage, type MailLanguage } from '../mail/config';
import { renderMailHtml, type MailListing, type MailOffice } from '../mail/html';
import { enqueueMail, staffAddressFor, type MailCalendar } from '../mail/outbox';
import type { RecipientBudget } from '../mail/recipient-budget';
import { cityOffice, listingLines, mailListings, officeLines, recordSubmission } from '../mail/submissions';
import { compose, detailRows, mailTranslator, rowLines, type FieldKey } from '../mail/templates';
import { threadHeaders } from '../mail/thread';
import { mapUrl, viewingCalendar, type ViewingPlace } from './ics';
import { viewingManageUrl } from './links';
import type { CancelledBy, ViewingChange, ViewingRow } from './types';

/**
 * The mails of a viewing, written in the transaction of the change that causes them: the request's
 * acknowledgement and staff notification (one inbox item per batch), then the renter's mail of each
 * change in the renter's language and the agent's in the agent's, with the event as an invitation
 * (./ics.ts). They share the request's inbox item, so the back office shows them in its thread.
 */
type Listing = {
  id: number;
  code: string;
  category: number;
  slug: string;
  nameEn: string;
  nameJa: string;
  address: string | null;
  districtEn: string;
  districtJa: string;
  cityEn: string;
  cityJa: string;
  latitude: number | null;
  longitude: number | null;
};

type Person = { name: string; email: string; language: MailLanguage };
type Fields = [FieldKey, string | number | null | undefined][];
type T = ReturnType<typeof mailTranslator>;

const siteLang = (language: MailLanguage): Lang => (language === 'ja' ? 'jp' : 'en');

async function listingsOf(tx: Tx, ids: number[]): Promise<Map<number, Listing>> {
  const rows = await tx
    .select({
      id: properties.id,
      code: properties.code,
      category: properties.category,
      slug: properties.slug,
      nameEn: properties.nameEn,
      nameJa: properties.nameJa,
      address: properties.address,
      districtEn: districts.nameEn,
      districtJa: districts.nameJa,
      cityEn: cities.nameEn,
      cityJa: cities.nameJa,
      latitude: properties.latitude,
      longitude: properties.longitude,
    })
    .from(properties)
    .innerJoin(districts, eq(districts.id, properties.districtId))
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(inArray(properties.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The listing as a mail and its event show it: the street address, else the district and city. */
function placeOf(l: Listing, language: MailLanguage): ViewingPlace {
  const ja = language === 'ja';
  const path = l.category === OFFICE ? sitePaths.office(l.id, l.slug) : sitePaths.residence(l.id, l.slug);
  return {
    name: ja ? l.nameJa : l.nameEn,
    address: l.address?.trim() || (ja ? `${l.cityJa} ${l.districtJa}` : `${l.districtEn}, ${l.cityEn}`),
    latitude: l.latitude,
    longitude: l.longitude,
    url: `${mailConfig().siteUrl}${localePath(siteLang(language), path)}`,
  };
}

async function staffMember(tx: Tx, id: string | null | undefined): Promise<Person | undefined> {
  if (!id) return undefined;
  const [row] = await tx.select({ name: staffUsers.name, email: staffUsers.email, language: staffUsers.language }).from(staffUsers).where(eq(staffUsers.id, id));
  return row;
}

/** `Thu, December 3, 2026, 14:00–15:00 (Vietnam time)`, or undefined before a time is confirmed. */
function whenOf(t: T, v: ViewingRow, language: MailLanguage): string | undefined {
  if (!v.startsAt || !v.endsAt) return undefined;
  return t('viewing.when', { start: formatSlot(v.startsAt.getTime(), siteLang(language)), end: vietnamClock(v.endsAt.getTime()) });
}

/** The renter's chosen times, in their order of preference. */
function choicesOf(t: T, v: ViewingRow, language: MailLanguage): string | undefined {
  const lines = v.preferredTimes.map((time, i) => t('viewing.choice', { n: i + 1, time: formatSlot(time, siteLang(language)) }));
  return lines.length ? lines.join('\n') : undefined;
}

/**
 * The inbox item of a request (one per batch: the shortlist may ask for several listings at once),
 * with the renter's acknowledgement and the city staff's notification, the listings as cards.
 * Returns the item's id.
 */
export async function recordViewingRequest(tx: Tx, viewings: ViewingRow[], budget: RecipientBudget): Promise<number> {
  const first = viewings[0];
  if (!first) throw new Error('A viewing request names at least one listing.');
  const language = mailLanguage(first.language);
  const t = mailTranslator(language);
  const listings = await listingsOf(tx, viewings.map((v) => v.propertyId));
  const codes = viewings.map((v) => listings.get(v.propertyId)?.code ?? String(v.propertyId));
  const asked = viewings.map((v, i) => {
    const l = listings.get(v.propertyId);
    return [`${codes[i]} — ${l ? placeOf(l, language).name : v.propertyId}`, choicesOf(t, v, language)].filter(Boolean).join('\n');
  });
  const { inboxItemId } = await recordSubmission(
    tx,
    {
      kind: 'viewing',
      refId: first.id,
      cityId: first.cityId,
      language: first.language,
      name: first.fullName,
      email: first.email,
      searchable: [first.fullName, first.email, first.phone, first.otherTime, ...codes],
      details: [
        ['phone', first.phone],
        ['viewings', asked.join('\n\n')],
        ['otherTime', first.otherTime],
        ['people', first.people],
        ['viewingLanguage', t(`languageNames.${first.viewingLanguage}`)],
      ],
      subjectValues: { listings: codes.join(', ') },
      ackValues: { manageUrl: viewingManageUrl(first.id, siteLang(language)) },
      listings: viewings.map((v) => String(v.propertyId)),
    },
    budget,
  );
  return inboxItemId;
}

type ViewingMail = {
  kind: string;
  to: string;
  language: MailLanguage;
  replyTo?: string;
  headers?: Record<string, string>;
  subject: string;
  lead: string;
  fields: Fields;
  closing: string[];
  office?: MailOffice;
  cards: MailListing[];
  calendar?: MailCalendar;
};

async function send(tx: Tx, viewing: ViewingRow, m: ViewingMail): Promise<void> {
  const { siteUrl } = mailConfig();
  const t = mailTranslator(m.language);
  const rows = detailRows(t, m.fields, m.language);
  await enqueueMail(tx, {
    kind: m.kind,
    inboxItemId: viewing.inboxItemId,
    language: m.language,
    to: m.to,
    replyTo: m.replyTo,
    headers: m.headers,
    subject: m.subject,
    text: compose(t, siteUrl, [m.lead, listingLines(m.cards), rowLines(rows), officeLines(m.office), ...m.closing]),
    html: await renderMailHtml({
      language: m.language,
      preview: m.lead.split('\n\n')[1] ?? m.lead,
      lead: [m.lead],
      listings: m.cards,
      listingsTitle: t('viewing.listingTitle'),
      viewListing: t('common.viewListing'),
      details: rows,
      office: m.office,
      closing: m.closing,
      signature: t('common.signature', { site: siteUrl }).split('\n'),
    }),
    calendar: m.calendar,
  });
}

/** What one language's mails of a viewing share: the words, the listing as its event shows it, the organizer. */
function context(viewing: ViewingRow, listing: Listing, language: MailLanguage) {
  const t = mailTranslator(language);
  const place = placeOf(listing, language);
  return {
    t,
    place,
    organizer: { name: t('common.brand'), email: fromAddress(mailFrom(language)) },
    when: whenOf(t, viewing, language),
    // A subject names the start only.
    starts: viewing.startsAt ? formatSlot(viewing.startsAt.getTime(), siteLang(language)) : '',
  };
}

/**
 * The mails of a change to a viewing (`viewing` as it is after the change): to the renter, always;
 * to its agent when it is confirmed, moved or cancelled, with the same event; to the agent it was
 * taken from, a CANCEL; and to the city's staff when a renter cancels a request no agent had yet.
 */
export async function enqueueViewingChange(
  tx: Tx,
  viewing: ViewingRow,
  change: ViewingChange,
  extra: { previousAgentId?: string | null; cancelledBy?: CancelledBy } = {},
): Promise<void> {
  const listing = (await listingsOf(tx, [viewing.propertyId])).get(viewing.propertyId);
  if (!listing) return;
  const agent = await staffMember(tx, viewing.agentId);
  const staffAddress = await staffAddressFor(tx, viewing.cityId);
  const hasEvent = Boolean(viewing.startsAt && viewing.endsAt);
  const by = extra.cancelledBy ?? 'staff';
  const renter = { name: viewing.fullName, email: viewing.email };
  const attendees = agent ? [renter, { name: agent.name, email: agent.email }] : [renter];
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';

  // The renter, in the language of the page they booked on.
  const language = mailLanguage(viewing.language);
  const r = context(viewing, listing, language);
  const cards = await mailListings(tx, [String(listing.id)], language, mailConfig().siteUrl);
  const live = change !== 'cancelled' && change !== 'declined';
  const manage = viewingManageUrl(viewing.id, siteLang(language));
  const calendar =
    hasEvent && change !== 'declined'
      ? viewingCalendar({
          method,
          viewing,
          place: r.place,
          summary: r.t('viewing.summary', { listing: r.place.name }),
          description: [agent && `${r.t('fields.agent')}: ${agent.name}`, live ? r.t('viewing.manage', { url: manage }) : undefined].filter((l): l is string => Boolean(l)),
          organizer: r.organizer,
          attendees,
        })
      : undefined;
  await send(tx, viewing, {
    kind: `viewing-${change}`,
    to: viewing.email,
    language,
    ...(viewing.inboxItemId ? await threadHeaders(tx, viewing.inboxItemId, staffAddress) : { replyTo: staffAddress }),
    subject: r.t(`viewing.renter.${change}Subject`, { when: r.starts }),
    lead: r.t(`viewing.renter.${change}Body`, { name: viewing.fullName, by, calendar: calendar ? 'yes' : 'no' }),
    fields: [
      // Without a card (an unpublished listing), its name.
      ['listing', cards.length ? null : r.place.name],
      hasEvent ? ['when', r.when] : ['viewings', choicesOf(r.t, viewing, language)],
      ['otherTime', hasEvent ? null : viewing.otherTime],
      ['location', r.place.address],
      ['map', mapUrl(r.place)],
      ['agent', live ? agent?.name : null],
      ['people', viewing.people],
      ['viewingLanguage', r.t(`languageNames.${viewing.viewingLanguage}`)],
      // Staff's word with a move or a refusal; a reminder or the renter's own cancel repeats none.
      ['note', change === 'reminder' || (change === 'cancelled' && by === 'renter') ? null : viewing.staffNote],
    ],
    closing: live ? [r.t('viewing.manage', { url: manage })] : [],
    office: await cityOffice(tx, viewing.cityId, r.t('common.officeTitle')),
    cards,
    calendar,
  });

  if (change === 'declined' || change === 'reminder') return;
  const previous = extra.previousAgentId && extra.previousAgentId !== viewing.agentId ? await staffMember(tx, extra.previousAgentId) : undefined;
  if (agent && hasEvent) {
    // An agent given a moved viewing learns of it as a new one.
    await staffMail(tx, viewing, listing, agent, change === 'moved' && previous ? 'confirmed' : change, { method, attendees, by });
  }
  if (previous && hasEvent) await staffMail(tx, viewing, listing, previous, 'reassigned', { method: 'CANCEL', attendees: [{ name: previous.name, email: previous.email }], by });
  if (change === 'cancelled' && !hasEvent && by === 'renter') await staffMail(tx, viewing, listing, { name: '', email: staffAddress, language }, 'requestCancelled', { by });
}

type StaffChange = 'confirmed' | 'moved' | 'cancelled' | 'reassigned' | 'requestCancelled';

/** A mail to a member of staff (or the city's address) in their language, with the event when there is one. */
async function staffMail(
  tx: Tx,
  viewing: ViewingRow,
  listing: Listing,
  to: Person,
  change: StaffChange,
  event: { method?: 'REQUEST' | 'CANCEL'; attendees?: { name: string; email: string }[]; by: CancelledBy },
): Promise<void> {
  const { siteUrl } = mailConfig();
  const c = context(viewing, listing, to.language);
  const backOffice = viewing.inboxItemId ? `${siteUrl}/admin/inbox/${viewing.inboxItemId}` : undefined;
  const calendar =
    event.method && event.attendees
      ? viewingCalendar({
          method: event.method,
          viewing,
          place: c.place,
          summary: c.t('viewing.summary', { listing: c.place.name }),
          description: [`${c.t('fields.renter')}: ${viewing.fullName}`, `${c.t('fields.phone')}: ${viewing.phone}`, `${c.t('fields.email')}: ${viewing.email}`, backOffice].filter((l): l is string => Boolean(l)),
          organizer: c.organizer,
          attendees: event.attendees,
        })
      : undefined;
  await send(tx, viewing, {
    kind: 'viewing-staff',
    to: to.email,
    language: to.language,
    // The agent's answer goes straight to the renter.
    replyTo: viewing.email,
    subject: c.t(`viewing.staff.${change}Subject`, { listing: `${listing.code} ${c.place.name}`, when: c.starts, name: viewing.fullName }),
    lead: c.t(`viewing.staff.${change}Body`, { agent: to.name, by: event.by }),
    fields: [
      ['listing', `${listing.code} — ${c.place.name}`],
      c.when ? ['when', c.when] : ['viewings', choicesOf(c.t, viewing, to.language)],
      ['location', c.place.address],
      ['map', mapUrl(c.place)],
      ['renter', viewing.fullName],
      ['email', viewing.email],
      ['phone', viewing.phone],
      ['people', viewing.people],
      ['viewingLanguage', c.t(`languageNames.${viewing.viewingLanguage}`)],
      ['note', viewing.staffNote],
      ['reference', viewing.inboxItemId ? `#${viewing.inboxItemId}` : null],
      ['backOffice', backOffice],
    ],
    closing: [],
    cards: [],
    calendar,
  });
}
