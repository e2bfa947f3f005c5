import { describe, expect, it } from 'vitest';
import { formatCoordinates, googleMapsLink, locationOf } from '@/components/map/location';
import { galleryFiles, galleryImage } from '@/components/project/gallery-images';
import { INFO_BOXES, infoRows } from '@/components/project/info-boxes';
import type { ProjectDetail } from '@/lib/api/projects';

describe('project gallery', () => {
  it('opens on the chosen main photo and lists every other photo once', () => {
    expect(galleryFiles(['a.jpg', 'b.jpg', 'c.jpg', 'b.jpg'], 'b.jpg')).toEqual(['b.jpg', 'a.jpg', 'c.jpg']);
  });

  it('uses the full photo for the thumbnail link and the webp renditions for hero and thumbnail', () => {
    const first = galleryImage('building-19.jpg');
    expect(first).toMatchObject({
      full: '/images/building-19.jpg',
      hero: '/images/building-19-w1280.webp',
      thumb: '/images/building-19-w320.webp',
    });
    expect(first.heroSrcSet).toContain('/images/building-19-w640.webp 640w');
  });

  it('starts with the first photo when no main photo is chosen', () => {
    expect(galleryFiles(['x.png', 'y.jpg'], null)).toEqual(['x.png', 'y.jpg']);
  });
});

describe('project info boxes', () => {
  const fields = Object.fromEntries(Object.values(INFO_BOXES).flat().map((f) => [f, null])) as unknown as Pick<ProjectDetail, (typeof INFO_BOXES)['general'][number]>;

  it('hold the rows of the three boxes in order', () => {
    expect(INFO_BOXES.general).toEqual(['developer', 'completionYear', 'security', 'totalUnits', 'floors', 'bedroom', 'unitSize']);
    expect(INFO_BOXES.facilities).toEqual(['pool', 'gym', 'shoppingCenter', 'convenientStore', 'playground', 'japaneseSchoolBus', 'others']);
    expect(INFO_BOXES.apartment).toEqual(['kitchen', 'bathtub', 'balcony', 'centralHeating', 'airConditioner', 'flooring', 'otherApartment']);
  });

  it('leave out empty texts and missing numbers, keep zero and trimmed texts', () => {
    const project = { ...fields, developer: '  Phu My Hung Corp ', security: '  ', completionYear: 2013, floors: 0, totalUnits: null };
    expect(infoRows(project as ProjectDetail, 'general')).toEqual([
      { field: 'developer', value: 'Phu My Hung Corp' },
      { field: 'completionYear', value: 2013 },
      { field: 'floors', value: 0 },
    ]);
    expect(infoRows(project as ProjectDetail, 'facilities')).toEqual([]);
  });
});

describe('location map helpers', () => {
  it('show a map only when both coordinates are real numbers', () => {
    expect(locationOf({ latitude: 10.8042, longitude: 106.7351 })).toEqual({ latitude: 10.8042, longitude: 106.7351 });
    expect(locationOf({ latitude: null, longitude: 106.7 })).toBeNull();
    expect(locationOf({ latitude: 10.8, longitude: undefined })).toBeNull();
    expect(locationOf({ latitude: Number.NaN, longitude: 1 })).toBeNull();
    expect(locationOf({ latitude: 91, longitude: 1 })).toBeNull();
  });

  it('link to Google Maps with a pin at the point and print the coordinates', () => {
    expect(googleMapsLink({ latitude: 21.0652, longitude: 105.8243 })).toBe('https://www.google.com/maps/search/?api=1&query=21.0652%2C105.8243');
    expect(formatCoordinates({ latitude: 21.0652, longitude: 105.8243 })).toBe('21.0652° N, 105.8243° E');
    expect(formatCoordinates({ latitude: -33.8688, longitude: -70.1 })).toBe('33.8688° S, 70.1000° W');
  });
});
