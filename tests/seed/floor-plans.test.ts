import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CITIES, DISTRICTS } from '@/scripts/seed/content/geo';
import { PROJECTS } from '@/scripts/seed/content/projects';
import { UPCOMING_PROJECTS } from '@/scripts/seed/content/upcoming-projects';
import { floorPlanOf, generateListings } from '@/scripts/seed/listings';
import { renderImage } from '@/scripts/seed/media';
import { MEDIA } from '@/scripts/seed/media-names';
import { planLayoutOf, planScene, PLAN_LAYOUTS } from '@/scripts/seed/media-plans';
import { geoContext } from '@/scripts/seed/seed';

const ctx = geoContext(
  DISTRICTS.map((d, i) => ({ ...d, id: i + 1, cityId: CITIES.find((c) => c.code === d.city)!.id })),
  new Map([...UPCOMING_PROJECTS, ...PROJECTS].map((p, i) => [p.slug, i + 1])),
);

describe('demo floor plans', () => {
  it('draws every layout as a 1280×853 JPEG, the same bytes for the same name', async () => {
    for (const layout of PLAN_LAYOUTS) expect(MEDIA.plan).toContain(`plan-${layout}-01.jpg`);
    const [a, b] = await Promise.all([renderImage('plan-3br-02.jpg'), renderImage('plan-3br-02.jpg')]);
    expect(Buffer.compare(a, b)).toBe(0);
    expect(await sharp(a).metadata()).toMatchObject({ format: 'jpeg', width: 1280, height: 853 });
  });

  it('draws one bedroom per bedroom of its layout, none on an office floor', () => {
    const beds = (name: string) => (planScene(name).svg.match(/data-room="bed"/g) ?? []).length;
    expect(beds('plan-1br-01.jpg')).toBe(1);
    expect(beds('plan-2br-01.jpg')).toBe(2);
    expect(beds('plan-4br-03.jpg')).toBe(4);
    expect(beds('plan-office-01.jpg')).toBe(0);
    expect(() => planScene('plan-castle-01.jpg')).toThrow();
  });

  it('gives most listings the plan of their layout, without changing the rest of the seed', () => {
    const listings = [...generateListings(ctx, { residences: 430, offices: 160 })];
    const withPlan = listings.filter((l) => l.property.floorPlan);
    expect(withPlan.length / listings.length).toBeGreaterThan(0.75);
    expect(withPlan.length).toBeLessThan(listings.length);
    for (const { property: p } of withPlan) {
      expect(MEDIA.plan).toContain(p.floorPlan);
      const layout = /^plan-([a-z0-9]+)-/.exec(p.floorPlan!)![1];
      if (p.category === 2) expect(layout).toBe('office');
      else if (p.bedroomMin === 0) expect(layout).toBe('studio');
      else expect(['house', `${Math.min(4, p.bedroomMin!)}br`]).toContain(layout);
    }
    expect(floorPlanOf('HNR000001', { category: 0, bedroomMin: 2 })).toBe(floorPlanOf('HNR000001', { category: 0, bedroomMin: 2 }));
    expect(planLayoutOf({ category: 0, bedroomMin: 5 })).toBe('4br');
    expect(planLayoutOf({ category: 0, bedroomMin: 3, standalone: true })).toBe('house');
  });
});
