import { expect, test } from '@playwright/test';
import { hydrated, ownAddress, unique } from './support/forms';

/** Scripted posts are refused, while the forms a page renders still send. */
const TOKEN = /^ft1\.[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{43}$/;
const contactInfo = () => ({
  language: 'en',
  expectedCheckInDate: '03/01/2027',
  expectedTourInspectionDate: '02/20/2027',
  fullName: 'Scripted Post',
  email: unique('bot'),
  phone: '+84 90 123 4567',
});

test.describe('forms against scripted posts', () => {
  test('a post without the page’s token is refused, and so is one that fills the honeypot', async ({ page }) => {
    await ownAddress(page);
    const plain = await page.request.post('/api/contacts', { data: { info: contactInfo() } });
    expect(plain.status()).toBe(400);
    expect(((await plain.json()) as { message: string }).message).toMatch(/form token \(formToken\) is missing/);
    const newsletter = await page.request.post('/api/newsletters', { data: { email: unique('bot') } });
    expect(newsletter.status()).toBe(400);
    const owner = await page.request.post('/api/owners', { multipart: { fullName: 'Bot', phone: '0901234567', email: unique('bot') } });
    expect(owner.status()).toBe(400);

    // A script that reads the token from the page, but fills every field it finds.
    await page.goto('/en/about-isn/contact-us');
    const token = new RegExp(TOKEN.source.slice(1, -1)).exec(await page.content())?.[0];
    expect(token).toMatch(TOKEN);
    await page.waitForTimeout(3_100);
    const trapped = await page.request.post('/api/contacts', { data: { info: contactInfo(), formToken: token, website: 'http://spam.example' } });
    expect(trapped.status()).toBe(400);
    expect(((await trapped.json()) as { message: string }).message).toMatch(/must be left empty/);
  });

  test('the honeypot is out of sight, out of the tab order and hidden from assistive technology', async ({ page }) => {
    await page.goto('/en/our-customer-support-service');
    await hydrated(page);
    const trap = page.getByTestId('support-form').locator('input[name="website"]');
    await expect(trap).toHaveCount(1);
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(trap).not.toBeInViewport();
    expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    // Tabbing from the name field goes to the email field, not into the trap.
    await page.getByTestId('support-form').getByLabel(/Full name/).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('support-form').getByLabel(/Email/)).toBeFocused();
  });

  test('a visitor who sends at once still gets through: the form waits out the fill time, then sends its token', async ({ page }) => {
    await ownAddress(page);
    const started = Date.now();
    await page.goto('/en/about-isn/contact-us');
    const form = page.getByTestId('contact-form-page');
    await hydrated(page);
    await expect(form.getByTestId('contact-send')).toBeEnabled();
    await form.getByLabel(/Full name/).fill('Quick Visitor');
    await form.getByLabel(/Email/).fill(unique('quick'));
    await form.getByLabel(/Phone/).fill('+84 912 345 678');
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/contacts') && r.method() === 'POST');
    await form.getByTestId('contact-send').click();
    const request = await posted;
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
    const body = request.postDataJSON() as { formToken: string; website: string; info: Record<string, unknown> };
    expect(body.formToken).toMatch(TOKEN);
    expect(body.website).toBe('');
    expect((await request.response())?.status()).toBe(200);
    await expect(page).toHaveURL(/\/en\/notification\/contact-us$/);
  });
});
