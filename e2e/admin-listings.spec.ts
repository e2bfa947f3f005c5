import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addStaff, chooseOwnPassword, FIRST_ADMIN, signIn } from './support/staff';

/**
 * The listing journey, in Chromium: an editor creates a bilingual residence with photos,
 * publishes it, finds it in the public search and the sitemap, unpublishes it and it is gone; an
 * agent trying an editor's page gets 403 and a signed-out visitor the sign-in page.
 */
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const editor = { email: `lst-editor-${stamp}@agency.test`, password: `lst-editor-password-${stamp}` };
const agent = { email: `lst-agent-${stamp}@agency.test`, password: `lst-agent-password-${stamp}` };
const code = `E2E${stamp.toUpperCase().slice(-6)}`;
const nameEn = `Lotus Riverside ${stamp}`;
const nameJa = `ロータス・リバーサイド ${stamp}`;

async function photo(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 960, height: 640, channels: 3, background: colour } }).jpeg({ quality: 80 }).toBuffer();
}

test('the admin makes an editor and an agent', async ({ page }) => {
  await signIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  process.env.E2E_LST_EDITOR_OTP = await addStaff(page, 'Listing Editor', editor.email, 'editor');
  process.env.E2E_LST_AGENT_OTP = await addStaff(page, 'Listing Agent', agent.email, 'agent');
});

test('an agent and a stranger cannot reach the listings', async ({ page, request }) => {
  const res = await request.get('/admin/listings/new?kind=residence', { maxRedirects: 0 });
  expect(res.status()).toBe(307);
  expect(res.headers().location).toContain('/admin/sign-in');
  const upload = await request.post('/admin/photos/property/1', { multipart: { files: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await photo('#888') } } });
  expect([401, 403]).toContain(upload.status());
  await signIn(page, agent.email, process.env.E2E_LST_AGENT_OTP!);
  await chooseOwnPassword(page, process.env.E2E_LST_AGENT_OTP!, agent.password);
  for (const path of ['/admin/listings', '/admin/listings/new?kind=residence', '/admin/content']) {
    expect((await page.goto(path))?.status(), path).toBe(403);
  }
});

test('an editor creates, publishes and unpublishes a bilingual residence with photos', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, editor.email, process.env.E2E_LST_EDITOR_OTP!);
  await chooseOwnPassword(page, process.env.E2E_LST_EDITOR_OTP!, editor.password);
  await page.goto('/admin/listings');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'New residence' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New residence');

  // Bad input first: messages, nothing stored.
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.locator('main').getByRole('alert').first()).toContainText('The listing was not saved');
  await expect(page.locator('#f-nameEn')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);

  await page.locator('#f-nameEn').fill(nameEn);
  await page.locator('#f-nameJa').fill(nameJa);
  await page.locator('#f-descriptionEn').fill('Two bedrooms over the Red River, ten minutes from the Japanese school bus stop.');
  await page.locator('#f-descriptionJa').fill('紅河を望む2LDK。日本人学校のバス停まで徒歩10分です。');
  await page.locator('#f-cityId').selectOption({ label: 'Hanoi' });
  await page.locator('#f-districtId').selectOption({ index: 1 });
  await page.locator('#f-code').fill(code);
  await page.locator('#f-typeId').selectOption({ index: 1 });
  await page.locator('#f-leasePriceMin').fill('1800');
  await page.locator('#f-sizeMin').fill('95');
  await page.locator('#f-bedroomMin').fill('2');
  await page.locator('#f-bathroomMin').fill('2');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.locator('main').getByRole('status').first()).toContainText('The draft was saved.');
  const id = Number(/\/admin\/listings\/(\d+)/.exec(page.url())![1]);
  expect(id).toBeGreaterThan(0);

  // Photos through the bounded pipeline; the second one becomes the cover.
  await page.getByLabel('Photos to upload').setInputFiles([
    { name: 'living.jpg', mimeType: 'image/jpeg', buffer: await photo('#2f6f6a') },
    { name: 'bedroom.jpg', mimeType: 'image/jpeg', buffer: await photo('#a0522d') },
  ]);
  await page.getByRole('button', { name: 'Upload photos' }).click();
  await expect(page.locator('main').getByRole('status').first()).toContainText('The photos were added.');
  const photos = page.getByRole('list', { name: 'Photos in order' }).getByRole('listitem');
  await expect(photos).toHaveCount(2);
  await page.getByRole('button', { name: 'Make cover: Photo 2' }).click();
  await expect(page.locator('main').getByRole('status').first()).toContainText('The photos were updated.');

  // A draft: nowhere on the public site.
  const search = async () => (await (await page.request.get(`/api/properties/filter?keyword=${code}`)).json()) as { totalRecords: number };
  expect((await search()).totalRecords).toBe(0);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('main').getByRole('status').first()).toContainText('The listing is published.');
  await expect.poll(async () => (await search()).totalRecords, { timeout: 10_000 }).toBe(1);
  // The public search page shows it, in Japanese too.
  const visitor = await page.context().browser()!.newContext();
  const pub = await visitor.newPage();
  await pub.goto(`/jp/residences/search?keyword=${code}`);
  await expect(pub.getByText(nameJa).first()).toBeVisible();
  await pub.goto(`/en/residences/search?keyword=${code}`);
  await pub.getByText(nameEn).first().click();
  await expect(pub.getByRole('heading', { level: 1 })).toHaveText(nameEn);
  const detailPath = new URL(pub.url()).pathname;
  await expect.poll(async () => (await (await pub.request.get('/sitemap.xml')).text()).length).toBeGreaterThan(0);
  const sitemapHas = async () => {
    const index = await (await pub.request.get('/sitemap.xml')).text();
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    for (const part of parts) if ((await (await pub.request.get(part)).text()).includes(detailPath)) return true;
    return false;
  };
  await expect.poll(sitemapHas, { timeout: 10_000 }).toBe(true);

  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.locator('main').getByRole('status').first()).toContainText('The listing is no longer published.');
  await expect.poll(async () => (await search()).totalRecords, { timeout: 10_000 }).toBe(0);
  expect((await pub.request.get(`/api/properties/detail?id=${id}`)).status()).toBe(404);
  await pub.goto(detailPath);
  await expect(pub.getByRole('heading', { level: 1 })).not.toHaveText(nameEn);
  await expect.poll(sitemapHas, { timeout: 10_000 }).toBe(false);
  await visitor.close();
  // Staff still see it as a preview.
  await page.goto(`/en/residence/detail/${id}/isPreview`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameEn);
});
