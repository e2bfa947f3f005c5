import { expect, test } from '@playwright/test';
import { addStaff, FIRST_ADMIN, signIn } from './support/staff';
test('debug', async ({ page, browser }) => {
  await signIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  const email = `dbg-${Date.now()}@agency.test`;
  const otp = await addStaff(page, 'Dbg', email, 'agent');
  const ctx = await browser.newContext();
  const p = await ctx.newPage();
  let n = 0;
  p.on('response', async (r) => { if (r.url().includes('_rsc') && n++ < 3) { console.log('REQH', JSON.stringify(r.request().headers())); console.log('BODY', (await r.text()).slice(0, 1500)); } });
  p.on('console', (m) => console.log('CONSOLE', m.type(), m.text(), JSON.stringify(m.location())));
  await signIn(p, email, otp);
  await expect(p).toHaveURL(/account/);
  await p.waitForTimeout(1500);
});
