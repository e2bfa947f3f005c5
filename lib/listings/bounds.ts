/**
 * What a listing in the Vietnamese rental market may plausibly say, shared by the form's zod schema
 * (lib/server/listings/form.ts, run by the server action) and the form's messages (which name the
 * bounds). No server-only imports: the browser reads it too.
 *
 * Listings keep rents in US dollars (the site shows USD and converts for display). A residence
 * rents from a room in a shared house (about USD 150) to a large villa or penthouse (under
 * USD 20 000); 50 and 50 000 leave room either side while refusing a slipped digit
 * (9 000 000) or a price typed in dong. Offices are priced per m² a month (grade A in Hanoi and Ho
 * Chi Minh City is about USD 30-60): 1 to 500. Owners may quote in dong: the same window at about
 * 25 000 dong to the dollar (the exchange rate stays within 1 000-100 000, office settings).
 */
export const RENT_BOUNDS = {
  USD: [50, 50_000],
  VND: [1_000_000, 1_250_000_000],
} as const;
export type Currency = keyof typeof RENT_BOUNDS;

export const BOUNDS = {
  /** USD a month. */
  residenceRent: RENT_BOUNDS.USD,
  /** USD per m² a month. */
  officeRent: [1, 500],
  /** m²: a studio of 10 m² to a villa of 2 000 m². */
  residenceArea: [10, 2_000],
  /** m² to let: a serviced desk room to a whole tower's offices. */
  officeArea: [10, 100_000],
  /** 0 is a studio. */
  bedrooms: [0, 20],
  bathrooms: [0, 20],
} as const;
export type BoundName = keyof typeof BOUNDS;

/** Which bound a form field is held to, by the kind of listing (the message names it). */
export function boundOf(kind: 'residence' | 'office', field: string): BoundName | undefined {
  if (field === 'leasePriceMin' || field === 'leasePriceMax') return kind === 'office' ? 'officeRent' : 'residenceRent';
  if (field === 'sizeMin' || field === 'sizeMax') return kind === 'office' ? 'officeArea' : 'residenceArea';
  if (field === 'bedroomMin' || field === 'bedroomMax') return 'bedrooms';
  if (field === 'bathroomMin' || field === 'bathroomMax') return 'bathrooms';
  return undefined;
}

/** Whether an amount in `currency` is a plausible monthly residence rent. */
export const plausibleRent = (amount: number, currency: Currency) => amount >= RENT_BOUNDS[currency][0] && amount <= RENT_BOUNDS[currency][1];
