/**
 * Structured data of a detail page (schema.org, JSON-LD): the listing as an Offer to lease out
 * (GoodRelations' LeaseOut) of an Apartment or, for offices, a Place, with its price, address,
 * coordinates, size and features; and the page's BreadcrumbList. Pure, so a test can check it.
 */
export type ListingLdInput = {
  kind: 'residence' | 'office';
  url: string;
  name: string;
  description: string;
  images: readonly string[];
  code: string;
  price: number;
  priceMax: number | null;
  district: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  size: number;
  sizeMax: number | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
  features: readonly string[];
};

export type Crumb = { name: string; url: string };

type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };

const LEASE_OUT = 'http://purl.org/goodrelations/v1#LeaseOut';

function quantity(value: number, max: number | null, unitCode: string): Json {
  return max !== null && max > value
    ? { '@type': 'QuantitativeValue', minValue: value, maxValue: max, unitCode }
    : { '@type': 'QuantitativeValue', value, unitCode };
}

export function listingJsonLd(input: ListingLdInput, trail: readonly Crumb[]): Json {
  const office = input.kind === 'office';
  const place: Record<string, Json | undefined> = {
    '@type': office ? 'Place' : 'Apartment',
    name: input.name,
    address: { '@type': 'PostalAddress', addressLocality: input.district, addressRegion: input.city, addressCountry: 'VN' },
    geo:
      input.latitude !== null && input.longitude !== null
        ? { '@type': 'GeoCoordinates', latitude: input.latitude, longitude: input.longitude }
        : undefined,
    amenityFeature: input.features.length
      ? input.features.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true }))
      : undefined,
  };
  if (office) {
    place.additionalProperty = { '@type': 'PropertyValue', name: 'floorSize', value: input.size, unitCode: 'MTK' };
  } else {
    place.floorSize = quantity(input.size, input.sizeMax, 'MTK');
    if (input.bedrooms !== undefined && input.bedrooms !== null) place.numberOfBedrooms = input.bedrooms;
    if (input.bathrooms !== undefined && input.bathrooms !== null) place.numberOfBathroomsTotal = input.bathrooms;
  }
  const priceSpecification: Record<string, Json> = {
    '@type': 'UnitPriceSpecification',
    priceCurrency: 'USD',
    price: input.price,
    unitCode: 'MON',
    unitText: office ? 'USD per m² per month' : 'USD per month',
  };
  if (input.priceMax !== null && input.priceMax > input.price) {
    priceSpecification.minPrice = input.price;
    priceSpecification.maxPrice = input.priceMax;
  }
  if (office) priceSpecification.referenceQuantity = { '@type': 'QuantitativeValue', value: 1, unitCode: 'MTK' };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Offer',
        '@id': `${input.url}#offer`,
        url: input.url,
        name: input.name,
        description: input.description || undefined,
        image: input.images.length ? [...input.images] : undefined,
        sku: input.code,
        businessFunction: LEASE_OUT,
        availability: 'https://schema.org/InStock',
        price: input.price,
        priceCurrency: 'USD',
        priceSpecification,
        itemOffered: place,
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url })),
      },
    ],
  };
}

/** The JSON for a `<script type="application/ld+json">`: no `<` survives to end the script early. */
export function jsonLdText(data: Json): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
