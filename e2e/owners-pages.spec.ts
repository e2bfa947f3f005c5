import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import type { EndpointResponse } from '@/lib/api/endpoints';

test.describe("owners' pages and the member page", () => {
  test('/for-owners offers the two ways in, in both languages', async ({ page }) => {
    await page.goto('/en/for-owners');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('For owners');
    await expect(page.getByTestId('owners-tile-create')).toHaveAttribute('href', '/en/for-owners/create-your-property');
    await page.getByTestId('owners-tile-faqs').click();
    await expect(page).toHaveURL(/\/en\/for-owners\/faqs$/);
    await page.goto('/jp/for-owners');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('オーナー様へ');
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
  });

  test('the owner FAQs are in the server HTML and open one at a time', async ({ browser, page, request }) => {
    const faqs = (await (await request.get('/api/generalinformations/get-by-slug-category?language=jp&categorySlug=faqs-for-owners')).json()) as EndpointResponse<'/api/generalinformations/get-by-slug-category'>;
    expect(faqs.length).toBeGreaterThan(1);
    const off = await browser.newContext({ javaScriptEnabled: false });
    const plain = await off.newPage();
    await plain.goto('/jp/for-owners/faqs');
    const items = plain.getByTestId('accordion-item');
    await expect(items).toHaveCount(faqs.filter((f) => f.name).length);
    await expect(items.first().locator('summary')).toHaveText(new RegExp(faqs[0].name!.slice(0, 10)));
    // Without scripts too: opening the second closes the first.
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).not.toHaveAttribute('open');
    await off.close();

    const english = (await (await request.get('/api/generalinformations/get-by-slug-category?language=en&categorySlug=faqs-for-owners')).json()) as EndpointResponse<'/api/generalinformations/get-by-slug-category'>;
    await page.goto('/en/for-owners/faqs');
    await page.getByTestId('accordion-item').first().locator('summary').click();
    await expect(page.getByTestId('accordion-item').first()).toContainText(english[0].description!.slice(0, 20));
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
  });

  test('/member says the page is being prepared', async ({ page }) => {
    await page.goto('/en/member');
    await expect(page.getByTestId('member-page')).toContainText('Page Under Preparation');
    await expect(page.getByTestId('member-page')).toContainText('Content will be updated very soon.');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.goto('/jp/member');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ページ準備中');
  });
});
