import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Lang } from '@/lib/api/lang';
import { OFFICE, type SearchQuery } from '@/lib/api/properties';
import type { RangeSetting } from '@/lib/api/site';
import type { Executor } from '../mail/outbox';
import { mailLanguage } from '../mail/config';
import { mailTranslator } from '../mail/templates';
import { cities, conditionOptions, districts, places, projects, propertyTypes } from '../db/schema';
import { getRangeSettings } from '../site';
import { formatMonth } from '@/lib/format/date';
import { searchOfAlert, type AlertKind } from './query';

/**
 * An alert's search in words, as the mails, the management page and the back office show it:
 * "Residences: 2 bedrooms, Tay Ho, up to $2,000/month". One function for all three, its words in
 * messages/mail/{en,ja}.json (`alerts.summary`), so the same search reads the same everywhere.
 * A bound at the end of its slider is no bound, as for the search itself (search-where.ts).
 */
const money = (value: number) => `$${value.toLocaleString('en-US')}`;

export async function summariseAlert(db: Executor, alert: { kind: AlertKind; query: string }, lang: Lang): Promise<string> {
  return (await summariseAlerts(db, [alert], lang))[0];
}

/** The summaries of many alerts (a page of the back office), with one lookup per table. */
export async function summariseAlerts(db: Executor, alerts: { kind: AlertKind; query: string }[], lang: Lang): Promise<string[]> {
  const searches = alerts.map((a) => searchOfAlert(a.query, a.kind, lang));
  const all = (pick: (s: SearchQuery) => number[] | number | undefined) => [...new Set(searches.flatMap((s) => pick(s) ?? []))];
  const ja = mailLanguage(lang) === 'ja';
  const name = <T extends { id: number; nameEn: string; nameJa: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, ja ? r.nameJa : r.nameEn]));
  const cityIds = all((s) => s.cityId);
  const districtIds = all((s) => s.districtId);
  const typeIds = all((s) => s.type);
  const optionIds = all((s) => [...(s.bedroom ?? []), ...(s.size ?? [])]);
  const projectIds = all((s) => s.project);
  const placeIds = all((s) => s.near);
  const [cityNames, districtNames, typeNames, optionNames, projectNames, placeNames, ranges] = await Promise.all([
    cityIds.length ? db.select().from(cities).where(inArray(cities.id, cityIds)).then(name) : new Map<number, string>(),
    districtIds.length ? db.select().from(districts).where(inArray(districts.id, districtIds)).then(name) : new Map<number, string>(),
    typeIds.length ? db.select().from(propertyTypes).where(inArray(propertyTypes.id, typeIds)).then(name) : new Map<number, string>(),
    optionIds.length ? db.select().from(conditionOptions).where(inArray(conditionOptions.id, optionIds)).then(name) : new Map<number, string>(),
    projectIds.length ? db.select().from(projects).where(inArray(projects.id, projectIds)).then(name) : new Map<number, string>(),
    // A place hidden since still names the search: it is what the renter asked for (it matches nothing now).
    placeIds.length ? db.select().from(places).where(inArray(places.id, placeIds)).then(name) : new Map<number, string>(),
    getRangeSettings(),
  ]);
  const names = (map: Map<number, string>, ids: number[] | undefined) => (ids ?? []).map((id) => map.get(id)).filter((n): n is string => Boolean(n));
  const t = mailTranslator(mailLanguage(lang));
  return searches.map((s) => {
    const parts: string[] = [];
    if (s.keyword) parts.push(t('alerts.summary.keyword', { keyword: s.keyword }));
    parts.push(...names(optionNames, s.bedroom), ...names(optionNames, s.size), ...names(typeNames, s.type));
    parts.push(...names(districtNames, s.districtId));
    if (s.cityId && cityNames.has(s.cityId)) parts.push(cityNames.get(s.cityId)!);
    parts.push(...names(projectNames, s.project));
    const price = priceWords(s, ranges, t);
    if (price) parts.push(price);
    const size = sizeWords(s, ranges, t);
    if (size) parts.push(size);
    if (s.facilities?.length) parts.push(t('alerts.summary.facilities', { count: s.facilities.length }));
    if (s.furnished) parts.push(t(`alerts.summary.furnished.${s.furnished}`));
    if (s.petsAllowed) parts.push(t('alerts.summary.pets'));
    if (s.moveIn) parts.push(t('alerts.summary.moveIn', { month: formatMonth(s.moveIn, lang) }));
    const place = s.near !== undefined ? placeNames.get(s.near) : undefined;
    if (place) parts.push(s.within ? t('alerts.summary.within', { km: s.within, place }) : t('alerts.summary.near', { place }));
    const kind = t(`alerts.summary.${s.propertyType === OFFICE ? 'office' : 'residence'}`);
    return parts.length ? t('alerts.summary.of', { kind, filters: parts.join(t('alerts.summary.separator')) }) : t('alerts.summary.all', { kind });
  });
}

type T = ReturnType<typeof mailTranslator>;

function bounds(min: number | undefined, max: number | undefined, top: number) {
  return { min: min && min > 0 ? min : undefined, max: max !== undefined && max < top ? max : undefined };
}

function priceWords(s: SearchQuery, ranges: RangeSetting, t: T): string | undefined {
  const office = s.propertyType === OFFICE;
  const budget = office && s.officePriceSearchType === 2;
  const top = office ? (budget ? ranges.officeBudgetMax : ranges.officePriceMax) : ranges.residencePriceMax;
  const { min, max } = bounds(s.leasePriceMin, s.leasePriceMax, top);
  const unit = office && !budget ? 'perSqm' : 'perMonth';
  if (min !== undefined && max !== undefined) return t(`alerts.summary.priceBetween.${unit}`, { min: money(min), max: money(max) });
  if (max !== undefined) return t(`alerts.summary.priceUpTo.${unit}`, { max: money(max) });
  if (min !== undefined) return t(`alerts.summary.priceFrom.${unit}`, { min: money(min) });
  return undefined;
}

function sizeWords(s: SearchQuery, ranges: RangeSetting, t: T): string | undefined {
  if (s.propertyType !== OFFICE) return undefined;
  const { min, max } = bounds(s.officeSizeFrom, s.officeSizeTo, ranges.officeSizeMax);
  if (min !== undefined && max !== undefined) return t('alerts.summary.sizeBetween', { min, max });
  if (max !== undefined) return t('alerts.summary.sizeUpTo', { max });
  if (min !== undefined) return t('alerts.summary.sizeFrom', { min });
  return undefined;
}
