import 'server-only';
import { eq } from 'drizzle-orm';
import type { Lang } from '@/lib/api/common';
import { officeLinks, type OfficeLinks } from '@/lib/contact-channels';
import { cachedByContent } from '../cache/data';
import { getDb } from '../db/client';
import { appSettings } from '../db/schema';
import { contactChannelsSchema, type ContactChannels } from '../office-settings-schema';
import { shellData, type CityOption } from '../shell';
import { getCustomerSupport } from '../site';

/**
 * The city offices' chat apps staff set in the back office (`contactChannels`), read for public
 * pages like the exchange rates: a save raises the content version, which drops this value.
 */
export const getContactChannels = cachedByContent(async function getContactChannels(): Promise<ContactChannels> {
  const [row] = await (await getDb()).select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, 'contactChannels'));
  const parsed = contactChannelsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : { byCity: {} };
});

/** The support strip's contacts of one city (support-buttons.tsx), and whether they are the visitor's city's. */
export type CityOffice = {
  /** The city's support line and mailboxes with the city, for the page's own strip; null when it is the layout's city. */
  strip: { support: NonNullable<Awaited<ReturnType<typeof getCustomerSupport>>>; city: CityOption } | null;
  /** The office's phone and chat apps as links. */
  links: OfficeLinks;
};

/**
 * The office a page about one city's homes offers (a listing's city, a shared list's): its phone
 * and chat apps, and the support strip to show in place of the layout's when the header was left
 * on another city. Null for a city without an office.
 */
export async function cityOffice(lang: Lang, cityId: number | undefined): Promise<CityOffice | null> {
  if (cityId === undefined) return null;
  const [shell, support, channels] = await Promise.all([shellData(lang), getCustomerSupport(cityId), getContactChannels()]);
  const city = shell.cities.find((c) => c.cityId === cityId);
  if (!support || support.cityId !== cityId || !city) return null;
  return {
    strip: shell.city?.cityId === cityId ? null : { support, city },
    links: officeLinks(support, channels.byCity[String(cityId)]),
  };
}

/** The city most of a list's homes are in (the first of them on a tie); undefined for an empty list. */
export function mainCity(items: readonly { cityId: number }[]): number | undefined {
  const counts = new Map<number, number>();
  for (const { cityId } of items) counts.set(cityId, (counts.get(cityId) ?? 0) + 1);
  let best: number | undefined;
  for (const [cityId, n] of counts) if (best === undefined || n > counts.get(best)!) best = cityId;
  return best;
}
