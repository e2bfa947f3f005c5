import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { unique } from './support/forms';
import { addStaff, chooseOwnPassword, FIRST_ADMIN, signIn } from './support/staff';

/**
 * The places editor (/admin/places): an editor working in Japanese on a phone (390), by keyboard
 * alone, adds a place (a latitude outside Vietnam refused with its message, everything typed kept),
 * edits it and finds it in the list; the public API (GET /api/places) offers it, and no longer
 * once it is hidden.
 */
type ApiPlace = { id: number; name: string };

/** A new member of staff, signed in on a page of their own with their own password. */
async function member(browser: Browser, admin: Page, role: 'editor', language: 'en' | 'ja', viewport: { width: number; height: number }): Promise<Page> {
  const email = unique(`places-${role}`);
  const oneTime = await addStaff(admin, `Places ${role} ${Date.now().toString(36)}`, email, role, language);
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, email, oneTime);
  await chooseOwnPassword(page, oneTime, `places-${role}-password-${Date.now().toString(36)}`);
  return page;
}

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator, max = 200) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tabs to a text field and types into it, replacing what it held. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

test('an editor adds a place in Japanese on a phone by keyboard alone, a bad latitude kept with its message, edits it, lists it; the API offers it until it is hidden (390)', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  await signIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  const editor = await member(browser, page, 'editor', 'ja', { width: 390, height: 844 });
  const nameEn = `Test Clinic ${tag}`;
  const nameJa = `テストクリニック ${tag}`;

  await test.step('the menu leads to the places; the new-place form by keyboard, axe clean', async () => {
    await editor.goto('/admin');
    await tabTo(editor, editor.getByText('メニュー', { exact: true }));
    await editor.keyboard.press('Enter');
    await tabTo(editor, editor.getByRole('navigation').getByRole('link', { name: '周辺施設' }));
    await editor.keyboard.press('Enter');
    await expect(editor.getByRole('heading', { level: 1, name: '周辺施設' })).toBeVisible();
    await tabTo(editor, editor.getByRole('link', { name: '施設を登録' }));
    await editor.keyboard.press('Enter');
    await expect(editor.getByRole('heading', { level: 1, name: '施設を登録' })).toBeVisible();
    await expectNoSeriousA11yViolations(editor);
  });

  const form = editor.locator('form', { has: editor.getByRole('button', { name: '施設を保存' }) });
  await test.step('a latitude outside Vietnam is refused on its field; everything typed stays', async () => {
    await typeInto(editor, form.locator('#content-nameEn'), nameEn);
    await typeInto(editor, form.locator('#content-addressEn'), '1 Test Street');
    await typeInto(editor, form.locator('#content-nameJa'), nameJa);
    await typeInto(editor, form.locator('#content-addressJa'), 'テスト通り1番');
    // The kind: the next one after Japanese schools, by the arrow key.
    await tabTo(editor, form.getByLabel('種類'));
    await editor.keyboard.press('ArrowDown');
    await expect(form.getByLabel('種類')).toHaveValue('international-school');
    await typeInto(editor, form.getByLabel('緯度'), '35.6812');
    await typeInto(editor, form.getByLabel('経度'), '105.8542');
    await editor.keyboard.press('Enter');
    await expect(form.getByRole('alert')).toHaveText('下記の項目を修正してください。');
    await expect(form.getByLabel('緯度')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('緯度は8〜24（ベトナム国内）の小数で入力してください（例：21.0285）。')).toBeVisible();
    await expect(form.getByLabel('緯度')).toHaveValue('35.6812');
    await expect(form.locator('#content-nameJa')).toHaveValue(nameJa);
    await expect(form.locator('#content-addressEn')).toHaveValue('1 Test Street');
    await expect(form.getByLabel('種類')).toHaveValue('international-school');
    await expectNoSeriousA11yViolations(editor);
  });

  let id = 0;
  await test.step('a pair pasted into the latitude saves both; the page shows what was saved', async () => {
    await typeInto(editor, form.getByLabel('緯度'), '21.0301, 105.8123');
    await editor.keyboard.press('Enter');
    await expect(editor).toHaveURL(/\/admin\/places\/\d+\?notice=saved$/);
    id = Number(/\/admin\/places\/(\d+)/.exec(editor.url())![1]);
    await expect(editor.getByText('保存しました。1分以内に公開サイトへ反映されます。')).toBeVisible();
    await expect(form.getByLabel('緯度')).toHaveValue('21.0301');
    await expect(form.getByLabel('経度')).toHaveValue('105.8123');
    await expect(form.locator('#content-nameJa')).toHaveValue(nameJa);
    await expect(form.getByLabel('利用者に表示する')).toBeChecked();
    await expectNoSeriousA11yViolations(editor);
  });

  const cityId = await form.getByLabel('都市').inputValue();
  const offered = async () => ((await (await page.request.get(`/api/places?city=${cityId}&language=en`)).json()) as { items?: ApiPlace[] } | ApiPlace[]);
  const ids = async () => {
    const body = await offered();
    return (Array.isArray(body) ? body : (body.items ?? [])).map((p) => p.id);
  };

  await test.step('edited, and found in the list with both names', async () => {
    await typeInto(editor, form.locator('#content-nameJa'), `${nameJa} 改`);
    await editor.keyboard.press('Enter');
    await expect(editor.getByText('保存しました。1分以内に公開サイトへ反映されます。')).toBeVisible();
    await expect(form.locator('#content-nameJa')).toHaveValue(`${nameJa} 改`);
    await editor.goto(`/admin/places?city=${cityId}&kind=international-school`);
    const row = editor.getByTestId('place-row').filter({ hasText: nameEn });
    await expect(row).toContainText(`${nameJa} 改`);
    await expect(row).toContainText('インターナショナルスクール');
    await expect(row).toContainText('21.0301, 105.8123');
    await expect(row).toContainText('表示中');
    await expectNoSeriousA11yViolations(editor);
  });

  await test.step('the public API offers it; hidden, it is no longer offered', async () => {
    await expect.poll(ids).toContain(id);
    const row = editor.getByTestId('place-row').filter({ hasText: nameEn });
    await tabTo(editor, row.getByRole('button', { name: `${nameJa} 改を非表示にする` }));
    await editor.keyboard.press('Enter');
    await expect(editor.getByText('非表示にしました。利用者には表示されず、この施設を使った保存済み検索は該当なしになります。')).toBeVisible();
    await expect(editor).toHaveURL(new RegExp(`/admin/places\\?city=${cityId}&kind=international-school&notice=unpublished$`));
    await expect(editor.getByTestId('place-row').filter({ hasText: nameEn })).toContainText('非表示');
    await expect.poll(ids).not.toContain(id);
  });
});
