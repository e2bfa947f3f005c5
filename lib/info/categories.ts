/**
 * The five categories of the useful-information section, in the order the tiles show
 * them, each with its unprefixed address. `key` names the tile's texts in the `useful` messages.
 */
export const USEFUL_CATEGORIES = [
  { key: 'guide', path: '/useful-service-apartment' },
  { key: 'support', path: '/our-customer-support-service' },
  { key: 'tenants', path: '/useful-information-for-tenants' },
  { key: 'flow', path: '/rental-flow' },
  { key: 'faq', path: '/faq' },
] as const;

export type UsefulCategoryKey = (typeof USEFUL_CATEGORIES)[number]['key'];

/** The section's index page. */
export const USEFUL_INDEX_PATH = '/useful-information/all';

/** The `category` values of GET /api/usefulinformation/get-by-category. */
export const USEFUL_ITEM_CATEGORY = { faq: 1, tenants: 2, flow: 3, areas: 4 } as const;
