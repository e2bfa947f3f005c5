import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/axe';
import { FIRST_ADMIN, signIn } from './support/staff';
import type { OfficeDetail, PropertyPage } from '@/lib/api/properties';

/**
 * The listing editor's floor plan (English, 1366 px): an admin uploads a drawing, which replaces the
 * seed's and is what the page then shows and the site serves; a file that is no image is refused
 * with its reason; removing it leaves the listing without one.
 */

/** A small floor plan: a white sheet with a room's outline. */
function drawing(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="900" height="600" fill="#fff"/><rect x="60" y="60" width="780" height="480" fill="none" stroke="#1e293b" stroke-width="12"/><line x1="450" y1="60" x2="450" y2="540" stroke="#1e293b" stroke-width="6"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test('an admin uploads, replaces and removes a listing’s floor plan, and the site follows', async ({ page, request }) => {
  test.setTimeout(90_000);
  // An office of Ho Chi Minh City: the gallery's browser test reads Hanoi's listings.
  const { items } = await (await request.get('/api/properties/filter?language=en&propertyType=2&cityId=2&pageSize=5')).json() as PropertyPage;
  const office = items[0];
  const detail = async () => (await (await request.get(`/api/properties/offices/detail?id=${office.id}&language=en`)).json()) as OfficeDetail;
  const before = (await detail()).floorPlan;

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  await page.goto(`/admin/listings/${office.id}#floor-plan`);
  const section = page.getByTestId('floor-plan-manager');
  await expect(section.getByRole('heading', { name: 'Floor plan' })).toBeVisible();

  await section.getByLabel('Floor plan file').setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: await drawing() });
  await section.getByRole('button', { name: before ? 'Replace floor plan' : 'Upload floor plan' }).click();
  await expect(page).toHaveURL(/notice=floorPlanSaved/);
  await expect(section.getByText('The floor plan was saved.')).toBeVisible();
  // What was saved is shown: the stored drawing, re-encoded as WebP under listings/.
  const shown = section.getByTestId('floor-plan-current').getByRole('img', { name: 'Floor plan of this listing' });
  await expect(shown).toHaveAttribute('src', /^\/images\/listings\/[a-z0-9-]+\.webp$/);
  await expect.poll(async () => (await shown.evaluate((img: HTMLImageElement) => img.naturalWidth))).toBe(900);
  const stored = ((await shown.getAttribute('src')) ?? '').replace(/^\/images\//, '');
  await expect.poll(async () => (await detail()).floorPlan, { timeout: 15_000 }).toBe(stored);
  expect((await request.get(`/images/${stored}`)).headers()['content-type']).toBe('image/webp');
  await expectNoSeriousA11yViolations(page, { include: ['#floor-plan'] });

  // A file that is no image is refused and named; the drawing stays.
  await section.getByLabel('Floor plan file').setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not a picture') });
  await section.getByRole('button', { name: 'Replace floor plan' }).click();
  await expect(page).toHaveURL(/planError=notImage/);
  await expect(section.getByRole('alert')).toHaveText('The file is not a JPEG, PNG, WebP, GIF or AVIF image the server can read.');
  await expect(section.getByTestId('floor-plan-current').locator('img')).toHaveAttribute('src', `/images/${stored}`);

  await section.getByRole('button', { name: 'Remove floor plan' }).click();
  await expect(page).toHaveURL(/notice=floorPlanRemoved/);
  await expect(section.getByText('The floor plan was removed.')).toBeVisible();
  await expect(section.getByTestId('floor-plan-none')).toHaveText('No floor plan yet.');
  await expect.poll(async () => (await detail()).floorPlan, { timeout: 15_000 }).toBeNull();
  // The uploaded file went with it.
  await expect.poll(async () => (await request.get(`/images/${stored}`)).status()).toBe(404);
});
