import 'server-only';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { VIETNAM_OFFSET_MINUTES } from '@/lib/viewings/time';
import type { MailCalendar } from '../mail/outbox';
import type { ViewingRow } from './types';

dayjs.extend(utc);

/**
 * A viewing as an iCalendar event (RFC 5545), sent as an iTIP invitation (RFC 5546): REQUEST when
 * it is confirmed, moved or recalled the day before, CANCEL when it ends. Every mail of one viewing
 * names the same UID; staff raise SEQUENCE with each change (lib/server/viewings/manage.ts), so a
 * calendar replaces the event it holds instead of adding another.
 */
export const VIETNAM_TZID = 'Asia/Ho_Chi_Minh';

/** Vietnam keeps UTC+7 all year: one STANDARD observance is the whole zone. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${VIETNAM_TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0700',
  'TZOFFSETTO:+0700',
  'TZNAME:+07',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** The listing as the event shows it, in the mail's language. */
export type ViewingPlace = { name: string; address: string; latitude: number | null; longitude: number | null; url: string };

export type ViewingInvite = {
  method: 'REQUEST' | 'CANCEL';
  viewing: Pick<ViewingRow, 'uid' | 'sequence' | 'startsAt' | 'endsAt'>;
  place: ViewingPlace;
  /** `Viewing: {name}` in the mail's language. */
  summary: string;
  /** Lines of DESCRIPTION after the address, the map and the listing's page (labelled by the caller). */
  description: string[];
  /** The agency: the mail's From. */
  organizer: { name: string; email: string };
  /** The renter and the agent, as this mail's event has them. */
  attendees: { name: string; email: string }[];
  stamp?: Date;
};

/** A map of the listing's position (Google Maps' search URL, which every phone opens in its maps app). */
export function mapUrl(place: Pick<ViewingPlace, 'latitude' | 'longitude'>): string | undefined {
  return place.latitude != null && place.longitude != null ? `https://www.google.com/maps/search/?api=1&query=${place.latitude},${place.longitude}` : undefined;
}

/** Vietnam wall time of an instant: with the event's TZID, ical-generator writes it as it reads. */
const vietnamTime = (at: Date) => dayjs.utc(at).utcOffset(VIETNAM_OFFSET_MINUTES);

export function viewingCalendar(invite: ViewingInvite): MailCalendar {
  const { viewing, place } = invite;
  if (!viewing.startsAt || !viewing.endsAt) throw new Error('A viewing without a confirmed time has no calendar event.');
  const cancel = invite.method === 'CANCEL';
  // The calendar itself names no zone (only the event does), so DTSTAMP stays in UTC as RFC 5545 asks.
  const calendar = ical({
    prodId: { company: 'ISN Vietnam', product: 'Viewings', language: 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timezone: { name: null, generator: (tz) => (tz === VIETNAM_TZID ? VTIMEZONE : null) },
  });
  const map = mapUrl(place);
  calendar.createEvent({
    id: viewing.uid,
    sequence: viewing.sequence,
    stamp: invite.stamp ?? new Date(),
    start: vietnamTime(viewing.startsAt),
    end: vietnamTime(viewing.endsAt),
    timezone: VIETNAM_TZID,
    summary: invite.summary,
    location: map ? { title: place.address, geo: { lat: place.latitude!, lon: place.longitude! } } : place.address,
    description: [place.name, place.address, map, place.url, ...invite.description].filter(Boolean).join('\n'),
    url: place.url,
    organizer: invite.organizer,
    attendees: invite.attendees.map((a) => ({ ...a, role: ICalAttendeeRole.REQ, status: cancel ? null : ICalAttendeeStatus.ACCEPTED, rsvp: false })),
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return { method: invite.method, content: calendar.toString() };
}
