import { describe, expect, it } from 'vitest';
import { neighbours, parseStoredResults } from '@/lib/detail/steps';
import { parseVideo } from '@/lib/detail/video';

describe('previous and next over the stored results', () => {
  const items = [
    { id: 3, slug: 'a' },
    { id: 9, slug: 'b' },
    { id: 4, slug: 'c' },
  ];

  it('steps to the neighbours and wraps around at both ends', () => {
    expect(neighbours(items, 9)).toEqual({ prev: items[0], next: items[2] });
    expect(neighbours(items, 3)).toEqual({ prev: items[2], next: items[1] });
    expect(neighbours(items, 4)).toEqual({ prev: items[1], next: items[0] });
  });

  it('offers nothing for a listing outside the results or a single result', () => {
    expect(neighbours(items, 5)).toBeNull();
    expect(neighbours([items[0]], 3)).toBeNull();
  });

  it('reads stored JSON defensively', () => {
    expect(parseStoredResults('[{"id":3,"slug":"a"},{"id":3,"slug":"x"},{"id":-1},{"id":"7"},null,{"id":8}]')).toEqual([
      { id: 3, slug: 'a' },
      { id: 8, slug: '' },
    ]);
    for (const bad of [null, '', 'not json', '{"id":1}', '42']) expect(parseStoredResults(bad)).toEqual([]);
  });
});

describe('listing video', () => {
  it('embeds YouTube links without cookies', () => {
    for (const link of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://youtube.com/embed/dQw4w9WgXcQ']) {
      expect(parseVideo(link)).toMatchObject({ kind: 'youtube', embed: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
    }
  });

  it('links other web addresses and drops anything else', () => {
    expect(parseVideo('https://vimeo.com/123')).toEqual({ kind: 'link', url: 'https://vimeo.com/123' });
    expect(parseVideo('javascript:alert(1)')).toBeNull();
    expect(parseVideo('not a url')).toBeNull();
    expect(parseVideo('https://www.youtube.com/watch?v=bad"id')).toEqual({ kind: 'link', url: 'https://www.youtube.com/watch?v=bad%22id' });
  });
});
