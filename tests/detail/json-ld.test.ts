/**
 * The detail pages' JSON-LD checked against the schema.org vocabulary it uses: every type and
 * property must exist (and belong to the type, through its parents), required facts present.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonLdText, listingJsonLd, type ListingLdInput } from '@/lib/detail/json-ld';

/** The schema.org types used, with their parents, and the properties each may carry (from schema.org). */
const TYPES: Record<string, { parent?: string; props: string[] }> = {
  Thing: { props: ['@type', '@id', 'name', 'description', 'image', 'url', 'additionalType'] },
  Intangible: { parent: 'Thing', props: [] },
  Offer: { parent: 'Intangible', props: ['price', 'priceCurrency', 'priceSpecification', 'itemOffered', 'businessFunction', 'availability', 'sku'] },
  StructuredValue: { parent: 'Intangible', props: [] },
  PriceSpecification: { parent: 'StructuredValue', props: ['price', 'priceCurrency', 'minPrice', 'maxPrice'] },
  UnitPriceSpecification: { parent: 'PriceSpecification', props: ['unitCode', 'unitText', 'referenceQuantity'] },
  QuantitativeValue: { parent: 'StructuredValue', props: ['value', 'minValue', 'maxValue', 'unitCode'] },
  PropertyValue: { parent: 'StructuredValue', props: ['value', 'unitCode'] },
  GeoCoordinates: { parent: 'StructuredValue', props: ['latitude', 'longitude'] },
  ContactPoint: { parent: 'StructuredValue', props: [] },
  PostalAddress: { parent: 'ContactPoint', props: ['addressLocality', 'addressRegion', 'addressCountry'] },
  LocationFeatureSpecification: { parent: 'PropertyValue', props: [] },
  Place: { parent: 'Thing', props: ['address', 'geo', 'amenityFeature', 'additionalProperty'] },
  Accommodation: { parent: 'Place', props: ['floorSize', 'numberOfBedrooms', 'numberOfBathroomsTotal', 'numberOfRooms'] },
  Apartment: { parent: 'Accommodation', props: [] },
  ItemList: { parent: 'Intangible', props: ['itemListElement'] },
  BreadcrumbList: { parent: 'ItemList', props: [] },
  ListItem: { parent: 'Intangible', props: ['position', 'item'] },
};

function allowed(type: string): Set<string> {
  const out = new Set<string>();
  for (let t: string | undefined = type; t; t = TYPES[t]?.parent) for (const p of TYPES[t]?.props ?? []) out.add(p);
  return out;
}

function check(node: unknown, path: string, errors: string[]): void {
  if (Array.isArray(node)) return node.forEach((n, i) => check(n, `${path}[${i}]`, errors));
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  const type = record['@type'];
  if (typeof type !== 'string' || !(type in TYPES)) {
    errors.push(`${path}: unknown @type ${String(type)}`);
    return;
  }
  const ok = allowed(type);
  for (const [key, value] of Object.entries(record)) {
    if (!ok.has(key)) errors.push(`${path}.${key}: not a property of ${type}`);
    check(value, `${path}.${key}`, errors);
  }
}

const residence: ListingLdInput = {
  kind: 'residence',
  url: 'https://example.com/en/residence/detail/5/quiet',
  name: 'Quiet 1-bedroom apartment',
  description: 'Calm garden view.',
  images: ['https://example.com/images/a.jpg'],
  code: 'HCR000005',
  price: 1150,
  priceMax: 1400,
  district: 'Quận 7',
  city: 'Ho Chi Minh City',
  latitude: 10.73,
  longitude: 106.72,
  size: 49,
  sizeMax: null,
  bedrooms: 1,
  bathrooms: 1,
  features: ['Gym', 'Pool'],
};
const crumbs = [
  { name: 'Home', url: 'https://example.com/en' },
  { name: 'Residences', url: 'https://example.com/en/residences' },
  { name: 'Detail apartment', url: residence.url },
];

const required = z.object({
  '@context': z.literal('https://schema.org'),
  '@graph': z.tuple([
    z.object({
      '@type': z.literal('Offer'),
      url: z.string().url(),
      price: z.number().positive(),
      priceCurrency: z.literal('USD'),
      businessFunction: z.literal('http://purl.org/goodrelations/v1#LeaseOut'),
      itemOffered: z.object({
        '@type': z.enum(['Apartment', 'Place']),
        name: z.string().min(1),
        address: z.object({ addressLocality: z.string().min(1), addressRegion: z.string().min(1), addressCountry: z.literal('VN') }),
        geo: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
      }),
    }),
    z.object({
      '@type': z.literal('BreadcrumbList'),
      itemListElement: z.array(z.object({ '@type': z.literal('ListItem'), position: z.number().int(), name: z.string(), item: z.string().url() })).min(2),
    }),
  ]),
});

describe('detail JSON-LD', () => {
  it('describes a residence as an Apartment leased out, with only schema.org types and properties', () => {
    const data = listingJsonLd(residence, crumbs);
    const parsed = JSON.parse(jsonLdText(data)) as { '@graph': unknown[] };
    expect(required.safeParse(parsed).success).toBe(true);
    const errors: string[] = [];
    check(parsed['@graph'], '@graph', errors);
    expect(errors).toEqual([]);
    expect(parsed['@graph'][0]).toMatchObject({
      priceSpecification: { minPrice: 1150, maxPrice: 1400, unitCode: 'MON' },
      itemOffered: { '@type': 'Apartment', numberOfBedrooms: 1, floorSize: { value: 49, unitCode: 'MTK' }, geo: { latitude: 10.73 } },
    });
  });

  it('describes an office as a Place priced per m² per month', () => {
    const data = listingJsonLd({ ...residence, kind: 'office', bedrooms: undefined, bathrooms: undefined, latitude: null, longitude: null, priceMax: null }, crumbs);
    const parsed = JSON.parse(jsonLdText(data)) as { '@graph': [Record<string, unknown>] };
    expect(required.safeParse(parsed).success).toBe(true);
    const errors: string[] = [];
    check(parsed['@graph'], '@graph', errors);
    expect(errors).toEqual([]);
    expect(parsed['@graph'][0]).toMatchObject({ itemOffered: { '@type': 'Place' }, priceSpecification: { referenceQuantity: { unitCode: 'MTK' } } });
    expect(JSON.stringify(parsed)).not.toContain('"geo"');
  });

  it('cannot end its script element early', () => {
    const text = jsonLdText(listingJsonLd({ ...residence, name: '</script><script>alert(1)</script>' }, crumbs));
    expect(text).not.toContain('</script');
    expect((JSON.parse(text) as { '@graph': [{ name: string }] })['@graph'][0].name).toContain('</script>');
  });
});
