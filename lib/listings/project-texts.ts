/** The per-language texts of a project, in the order the form shows them. */
export const PROJECT_TEXTS = [
  'street', 'description', 'developer', 'security', 'bedroom', 'unitSize',
  'pool', 'gym', 'shoppingCenter', 'convenientStore', 'playground', 'japaneseSchoolBus', 'others',
  'kitchen', 'bathtub', 'balcony', 'centralHeating', 'airConditioner', 'flooring', 'otherApartment',
  'seoTitle', 'seoMetaDescription', 'seoMetaKeywords',
] as const;
export type ProjectText = (typeof PROJECT_TEXTS)[number];
