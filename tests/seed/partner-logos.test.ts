import { describe, expect, it } from 'vitest';
import { PARTNERS } from '@/scripts/seed/content/company';
import { partnerScene } from '@/scripts/seed/media-scenes-6';

const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&amp;/g, '&');

describe('demo partner logos', () => {
  it.each(PARTNERS)('the logo of $name shows the name its alt text reads', ({ name, image }) => {
    const words = [...partnerScene(image).svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => unescape(m[1]));
    expect(words.join(' ')).toBe(name.toUpperCase());
  });
});
