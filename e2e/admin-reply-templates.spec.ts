import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ownAddress, unique } from './support/forms';
import { waitForMail } from './support/mail';
import { chooseOwnPassword, FIRST_ADMIN, signIn } from './support/staff';

/**
 * Reply templates edited in Settings and a signature of the agent's own. An admin rewords
 * the Japanese "thanks" template; an agent sets their Japanese signature; on a Japanese inquiry the
 * agent's reply starts from the new wording and ends with their signature, and the mail sent carries
 * both. On the way: the status select shows Answered once the reply is sent, and changing the
 * template after typing asks first (dismissing keeps the text). Once in the English back office at
 * 1366 px, once in the Japanese one at 390 px; Settings and the account page scanned with axe.
 */
const WORDS = {
  en: {
    thanksGroup: 'Thank you / we will send listings',
    subjectJa: 'Subject (Japanese)',
    bodyJa: 'Body (Japanese)',
    saveTemplates: 'Save templates',
    templatesSaved: 'Reply templates saved.',
    restoreJa: 'Restore the default (Japanese)',
    signatureJa: 'Signature for replies in Japanese',
    saveSignature: 'Save signature',
    signatureSaved: 'Signature saved.',
    template: 'Template',
    useTemplate: 'Use this template',
    subject: 'Subject',
    body: 'Message',
    send: 'Send reply',
    sent: 'The reply is in the outbox',
    status: 'New status',
    signatures: 'Signatures',
  },
  ja: {
    thanksGroup: 'お礼／物件をご案内します',
    subjectJa: '件名（日本語）',
    bodyJa: '本文（日本語）',
    saveTemplates: 'テンプレートを保存',
    templatesSaved: '返信テンプレートを保存しました。',
    restoreJa: '初期設定の文面に戻す（日本語）',
    signatureJa: '日本語の返信メール用の署名',
    saveSignature: '署名を保存',
    signatureSaved: '署名を保存しました。',
    template: 'テンプレート',
    useTemplate: 'このテンプレートを使う',
    subject: '件名',
    body: '本文',
    send: '返信を送信',
    sent: '返信を送信キューに登録しました',
    status: '新しいステータス',
    signatures: '署名',
  },
} as const;

const RUNS = [
  { ui: 'en', width: 1366, height: 900 },
  { ui: 'ja', width: 390, height: 844 },
] as const;

/** A member made by the first admin in the given back-office language; answers a signed-in page of theirs. */
async function member(browser: Browser, admin: Page, run: (typeof RUNS)[number], name: string, role: 'admin' | 'agent'): Promise<{ page: Page; email: string }> {
  const email = unique(`tpl-${role}`);
  await admin.goto('/admin/staff');
  const form = admin.locator('form', { has: admin.getByRole('button', { name: 'Create account' }) });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Role').selectOption(role);
  await form.locator('#staff-new-language').selectOption(run.ui);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByTestId('staff-outcome')).toContainText(email);
  const oneTime = (await form.getByTestId('staff-outcome').textContent())!.split(/[:：]\s*/).at(-1)!.trim();
  const context = await browser.newContext({ locale: run.ui === 'ja' ? 'ja-JP' : 'en-GB', viewport: { width: run.width, height: run.height }, isMobile: run.width < 500, hasTouch: run.width < 500 });
  const page = await context.newPage();
  await signIn(page, email, oneTime);
  await chooseOwnPassword(page, oneTime, `tpl-${role}-password-${Date.now().toString(36)}`);
  return { page, email };
}

for (const run of RUNS) {
  test(`templates from Settings and the agent's signature reach the reply and its mail (${run.ui} back office, ${run.width} px)`, async ({ browser, page }) => {
    test.setTimeout(150_000);
    const w = WORDS[run.ui];
    const tag = `tpl${run.ui}${Date.now().toString(36)}`;
    const agentName = run.ui === 'ja' ? '佐藤 花子' : 'Hanako Sato';

    // The inquiry's form token is taken first: the form wants some seconds between page and post.
    const contact = await (await page.request.get('/ja/about-isn/contact-us')).text();
    const formToken = /ft1\.[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{43}/.exec(contact)![0];

    await ownAddress(page);
    await signIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    const { page: admin } = await member(browser, page, run, run.ui === 'ja' ? '管理 太郎' : 'Taro Kanri', 'admin');
    const { page: agent, email: agentEmail } = await member(browser, page, run, agentName, 'agent');

    // The admin rewords the Japanese "thanks" template; the form shows what was stored (trimmed).
    await admin.goto('/admin/settings');
    await expectNoSeriousA11yViolations(admin, { include: ['main'] });
    const thanks = admin.getByRole('group', { name: w.thanksGroup });
    const subject = `【ISNベトナム】お問い合わせの御礼 ${tag}`;
    const body = `{addressee}\n\nいつもお世話になっております。\nISNベトナムの{staff}でございます。\nお問い合わせいただき、誠にありがとうございます（${tag}）。\n\n{signature}`;
    await thanks.getByLabel(w.subjectJa).fill(`  ${subject}  `);
    await thanks.getByLabel(w.bodyJa).fill(body);
    await admin.getByRole('button', { name: w.saveTemplates }).first().click();
    await expect(admin.getByRole('status').filter({ hasText: w.templatesSaved })).toBeVisible();
    await expect(thanks.getByLabel(w.subjectJa)).toHaveValue(subject);
    await admin.reload();
    await expect(thanks.getByLabel(w.bodyJa)).toHaveValue(body);

    // The agent sets a Japanese signature on their account page.
    await agent.goto('/admin/account');
    await expectNoSeriousA11yViolations(agent, { include: ['main'] });
    const signature = `――――――――――\nISNベトナム ハノイ支店\n営業担当　${agentName}\nTel: +84 90 000 0000（${tag}）`;
    await agent.getByLabel(w.signatureJa).fill(`${signature}\n\n`);
    await agent.getByRole('button', { name: w.saveSignature }).click();
    await expect(agent.getByRole('status').filter({ hasText: w.signatureSaved })).toBeVisible();
    await expect(agent.getByLabel(w.signatureJa)).toHaveValue(signature);

    // A Japanese inquiry, as the site's contact form sends it.
    const email = unique('tpl-client');
    const fullName = `山田 ${tag}`;
    await expect(async () => {
      const sent = await page.request.post('/api/contacts', {
        headers: { 'x-forwarded-for': `10.${Math.floor(Math.random() * 250) + 1}.41.41` },
        data: { formToken, info: { language: 'jp', expectedCheckInDate: '03/01/2027', expectedTourInspectionDate: '02/20/2027', fullName, email, phone: '+84 90 123 4567' } },
      });
      expect(sent.ok(), await sent.text()).toBe(true);
    }).toPass({ timeout: 15_000 });

    await agent.goto(`/admin/inbox?q=${encodeURIComponent(email)}`);
    await agent.getByRole('link', { name: fullName }).first().click();
    await expect(agent).toHaveURL(/\/admin\/inbox\/\d+$/);
    const replyBody = agent.getByLabel(w.body, { exact: true });
    const expected = `${fullName}様\n\nいつもお世話になっております。\nISNベトナムの${agentName}でございます。\nお問い合わせいただき、誠にありがとうございます（${tag}）。\n\n${signature}`;

    // Another template first; then typed text, and a change of template asks before replacing it.
    await agent.getByLabel(w.template).selectOption('viewing');
    await agent.getByRole('button', { name: w.useTemplate }).click();
    await expect(agent).toHaveURL(/template=viewing/);
    await expect(replyBody).toHaveValue(/^山田 .+様\n/);
    // Asking before typed text is replaced takes the page's scripts (without them the form is a plain GET).
    await expect(agent.getByTestId('template-form')).toHaveAttribute('data-hydrated', 'true');
    const typed = `ご内見の件、承知いたしました。${tag}`;
    await replyBody.fill(typed);
    await agent.getByLabel(w.template).selectOption('thanks');
    let asked = '';
    agent.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await agent.getByRole('button', { name: w.useTemplate }).click();
    await expect.poll(() => asked).not.toBe('');
    await expect(agent).toHaveURL(/template=viewing/);
    await expect(replyBody).toHaveValue(typed);
    agent.once('dialog', (dialog) => void dialog.accept());
    await agent.getByRole('button', { name: w.useTemplate }).click();
    await expect(agent).toHaveURL(/template=thanks/);
    await expect(agent.getByLabel(w.subject, { exact: true })).toHaveValue(subject);
    await expect(replyBody).toHaveValue(expected);

    await agent.getByRole('button', { name: w.send }).click();
    await expect(agent.getByRole('status').filter({ hasText: w.sent })).toBeVisible();
    // The status select shows what is stored now, without a reload.
    await expect(agent.getByLabel(w.status)).toHaveValue('answered');

    const mail = await waitForMail(email, new RegExp(`^${subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(mail.text.replace(/\r\n/g, '\n')).toContain(expected);

    // The admin sees the agent's signature on the staff page, then puts the template back.
    await admin.goto('/admin/staff');
    const row = admin.getByRole('row').filter({ hasText: agentEmail });
    await row.getByText(w.signatures, { exact: true }).click();
    await expect(row).toContainText(`営業担当　${agentName}`);
    await admin.goto('/admin/settings');
    await thanks.getByRole('button', { name: w.restoreJa }).click();
    await expect(admin.getByRole('status').filter({ hasText: w.templatesSaved })).toBeVisible();
    await expect(thanks.getByLabel(w.subjectJa)).toHaveValue('お問い合わせありがとうございます');
    await expect(thanks.getByLabel(w.bodyJa)).toHaveValue(/\n\n\{signature\}$/);
    await admin.context().close();
    await agent.context().close();
  });
}
