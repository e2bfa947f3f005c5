/**
 * Structured data of a blog post or news release page (schema.org, JSON-LD): a BlogPosting or
 * NewsArticle with its headline, dates, picture, language and the company as author and publisher,
 * and the page's BreadcrumbList. Pure, so a test can check it; render it with `jsonLdText`
 * (lib/detail/json-ld.ts), which keeps `<` from closing the script early.
 */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };

export type ArticleLdInput = {
  type: 'BlogPosting' | 'NewsArticle';
  url: string;
  headline: string;
  description: string;
  /** `YYYY-MM-DD` or a full ISO date. */
  datePublished: string;
  /** Absolute image address, if the post has one. */
  image: string | null;
  /** BCP 47: `en` or `ja`. */
  inLanguage: string;
  organization: { name: string; url: string; logo: string };
};

export type Crumb = { name: string; url: string };

/** schema.org asks for at most 110 characters of headline. */
function headline(text: string): string {
  return text.length > 110 ? `${text.slice(0, 109).trimEnd()}…` : text;
}

export function articleJsonLd(input: ArticleLdInput, trail: readonly Crumb[]): Json {
  const organization: Json = {
    '@type': 'Organization',
    name: input.organization.name,
    url: input.organization.url,
    logo: { '@type': 'ImageObject', url: input.organization.logo },
  };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': input.type,
        '@id': `${input.url}#article`,
        mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
        url: input.url,
        headline: headline(input.headline),
        description: input.description || undefined,
        datePublished: input.datePublished,
        dateModified: input.datePublished,
        image: input.image ? [input.image] : undefined,
        inLanguage: input.inLanguage,
        author: organization,
        publisher: organization,
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url })),
      },
    ],
  };
}
