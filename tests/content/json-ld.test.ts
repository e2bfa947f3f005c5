import { describe, expect, it } from 'vitest';
import { articleJsonLd } from '@/lib/content/json-ld';
import { jsonLdText } from '@/lib/detail/json-ld';

const input = {
  type: 'BlogPosting' as const,
  url: 'https://site.example/en/blog/detail/3/tet',
  headline: 'Tết </script><script>alert(1)</script>',
  description: 'About Tết',
  datePublished: '2026-01-13',
  image: 'https://site.example/images/blog-3.jpg',
  inLanguage: 'en',
  organization: { name: 'ISN', url: 'https://site.example/en', logo: 'https://site.example/icon.svg' },
};

describe('articleJsonLd', () => {
  it('describes the post and its breadcrumb', () => {
    const data = JSON.parse(jsonLdText(articleJsonLd(input, [{ name: 'Home', url: 'https://site.example/en' }, { name: 'Blog', url: 'https://site.example/en/blogs/all' }])));
    const [post, trail] = data['@graph'];
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      headline: input.headline,
      datePublished: '2026-01-13',
      image: [input.image],
      inLanguage: 'en',
      author: { '@type': 'Organization', name: 'ISN' },
      publisher: { '@type': 'Organization', name: 'ISN', logo: { '@type': 'ImageObject' } },
    });
    expect(trail.itemListElement.map((c: { position: number }) => c.position)).toEqual([1, 2]);
  });

  it('keeps the script element closed and shortens long headlines', () => {
    const text = jsonLdText(articleJsonLd({ ...input, headline: 'x'.repeat(200), image: null }, []));
    expect(text).not.toContain('<');
    const [post] = JSON.parse(text)['@graph'];
    expect(post.headline.length).toBeLessThanOrEqual(110);
    expect(post.image).toBeUndefined();
    expect(jsonLdText(articleJsonLd(input, []))).not.toContain('</script>');
  });
});
