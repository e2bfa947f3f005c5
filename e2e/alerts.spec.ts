import { expect, test } from '@playwright/test';
import type { PropertyPage } from '@/lib/api/properties';
import { waitForMail } from './support/mail';
import { FIRST_ADMIN, signIn } from './support/staff';

/**
 * Saved-search alerts end to end, through the test SMTP server: a renter signs up under a results
 * page, confirms from the mail, a listing of that search is published in the back office, an admin
 * sends the due digests now (the scheduler's own hour is not waited for), the digest arrives with
 * the listing, and the mail's one-click unsubscribe (RFC 8058 POST) stops the alert. The digest's
 * rules (matching, once a day, the clock moved) are held by tests/alerts.
 */
test('a renter gets new listings like those of a search by mail, and stops them in one click', async ({ page, request, browser }) => {
  test.setTimeout(60_000);
  // A published residence, found by its code: the search whose results hold exactly it.
  const found = await request.get('/api/properties/filter?language=en&propertyType=0&pageSize=15&sort=-leasePriceMin');
  const [listing] = ((await found.json()) as PropertyPage).items;
  const email = `alert-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

  await page.goto(`/en/residences/search?keyword=${encodeURIComponent(listing.propertyId)}&pageIndex=1`);
  const block = page.getByTestId('alert-signup');
  await expect(block.getByRole('heading', { name: 'Mail me new listings like these' })).toBeVisible();
  await block.getByLabel('Your e-mail address').fill(email);
  // The form token's minimum fill time (3 s) runs from the page's answer.
  await page.waitForTimeout(3_200);
  await block.getByRole('button', { name: 'Mail me new listings' }).click();
  await expect(page).toHaveURL(/\/en\/alerts\/sent$/);
  await expect(page.getByRole('heading', { name: 'Please check your mailbox' })).toBeVisible();

  const confirmation = await waitForMail(email, /^Please confirm your search alert$/);
  expect(confirmation.text).toContain(`Residences: “${listing.propertyId}”`);
  await page.goto(/https?:\/\/\S+\/api\/alerts\/confirm\?\S+/.exec(confirmation.text)![0]);
  await expect(page).toHaveURL(/\/en\/alerts\/manage\?token=/);
  await expect(page.getByTestId('alert-confirmed')).toBeVisible();
  await expect(page.getByTestId('alert-item')).toHaveAttribute('data-status', 'confirmed');
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);

  // The listing is published again in the back office: news for this search.
  const admin = await browser.newPage();
  await signIn(admin, FIRST_ADMIN.email, FIRST_ADMIN.password);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto(`/admin/listings/${listing.id}`);
  await admin.getByRole('button', { name: 'Unpublish' }).click();
  await expect(admin.locator('main').getByRole('status').first()).toContainText('The listing is no longer published.');
  await admin.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.locator('main').getByRole('status').first()).toContainText('The listing is published.');

  await admin.goto(`/admin/alerts?email=${encodeURIComponent(email)}`);
  const row = admin.getByTestId('alert-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Residences: “${listing.propertyId}”`);
  await expect(row).toContainText('Confirmed');
  await admin.getByTestId('alerts-send-now').click();
  await expect(admin.locator('main').getByRole('status').first()).toContainText(/digests? written to the outbox/);

  const digest = await waitForMail(email, /new listings? for your search$/);
  expect(digest.text).toContain(listing.name);
  expect(digest.text).toContain(`/en/residence/detail/${listing.id}/`);
  expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  // What a mail client does with List-Unsubscribe + List-Unsubscribe-Post.
  const oneClick = /<(https?:\/\/[^>]+)>/.exec(digest.headers['list-unsubscribe'])![1];
  const res = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(res.status()).toBe(200);
  await admin.reload();
  await expect(row).toContainText('Unsubscribed');
  await page.reload();
  await expect(page.getByTestId('alert-item')).toHaveAttribute('data-status', 'unsubscribed');
  await admin.close();
});
