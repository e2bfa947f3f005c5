// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { SupportForm } from '@/components/forms/support-form.client';
import { onScriptError, pageNonce, RECAPTCHA_SCRIPT, RECAPTCHA_SCRIPT_ID, recaptchaLanguage, recaptchaSiteKey, SITE_KEY_META } from '@/lib/browser/recaptcha';
import { disabled, setScriptLoading } from '../support/happy-dom';

/**
 * reCAPTCHA v3 in the browser (lib/browser/recaptcha.ts, components/forms/verification.client.tsx and
 * the lazily loaded provider of react-google-recaptcha-v3): nothing of Google's before a visitor
 * starts on a form; then one async script in the page's language with the page's nonce; Send
 * waits for it, and the token goes with the form. This file's DOM "loads" scripts without running
 * them, so Google's object is put in place by the test.
 */
type Grecaptcha = { ready: (cb: () => void) => void; execute: (key: string, options: { action: string }) => Promise<string> };

function addMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

function addNonced(nonce: string) {
  const script = document.createElement('script');
  script.setAttribute('nonce', nonce);
  script.type = 'application/json';
  document.head.append(script);
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  // This DOM never fetches scripts: it answers each with a load event (Google's object is put in place by the test).
  setScriptLoading(true);
  fetchMock = vi.fn(async () => new Response('{"message":"ok"}', { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (window as { grecaptcha?: Grecaptcha }).grecaptcha;
  document.head.querySelectorAll('meta, script').forEach((el) => el.remove());
  document.documentElement.lang = '';
});

describe('reCAPTCHA helpers', () => {
  it('reads the site key from the layout meta tag, empty when verification is off', () => {
    expect(recaptchaSiteKey()).toBe('');
    addMeta(SITE_KEY_META, 'key-1');
    expect(recaptchaSiteKey()).toBe('key-1');
  });

  it('speaks English on English pages and Japanese otherwise, and finds the page nonce', () => {
    expect(recaptchaLanguage('en')).toBe('en');
    expect(recaptchaLanguage('ja')).toBe('ja');
    expect(pageNonce()).toBeUndefined();
    addNonced('n0nce');
    expect(pageNonce()).toBe('n0nce');
  });

  it('hears a load error of its own script only', () => {
    const onFail = vi.fn();
    const stop = onScriptError(RECAPTCHA_SCRIPT_ID, onFail);
    const other = document.createElement('script');
    other.id = 'other';
    other.type = 'application/json';
    document.head.append(other);
    other.dispatchEvent(new Event('error'));
    expect(onFail).not.toHaveBeenCalled();
    const ours = document.createElement('script');
    ours.id = RECAPTCHA_SCRIPT_ID;
    ours.type = 'application/json';
    document.head.append(ours);
    ours.dispatchEvent(new Event('error'));
    expect(onFail).toHaveBeenCalledTimes(1);
    stop();
    ours.dispatchEvent(new Event('error'));
    expect(onFail).toHaveBeenCalledTimes(1);
  });
});

describe('verification in a form', () => {
  it('loads Google’s script only once the visitor starts on the form, then sends the token for the form’s action', async () => {
    const user = userEvent.setup();
    document.documentElement.lang = 'ja';
    addMeta(SITE_KEY_META, 'key-1');
    addNonced('n0nce');
    const execute = vi.fn(async (key: string, { action }: { action: string }) => `token:${key}:${action}`);
    (window as { grecaptcha?: Grecaptcha }).grecaptcha = { ready: (cb) => cb(), execute };

    render(
      <NextIntlClientProvider locale="ja" messages={{ forms: ja.forms, supportForm: ja.supportForm }} timeZone="Asia/Ho_Chi_Minh">
        <SupportForm lang="jp" guard={{ token: 'ft1.test', minFillMs: 0 }} />
      </NextIntlClientProvider>,
    );
    const send = screen.getByTestId('support-send');
    expect(disabled(send)).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(ja.forms.verifying);
    expect(document.getElementById(RECAPTCHA_SCRIPT_ID)).toBeNull();

    await user.type(screen.getByLabelText(/お名前/), '山田 花子');
    await waitFor(() => expect(document.getElementById(RECAPTCHA_SCRIPT_ID)).not.toBeNull());
    const script = document.getElementById(RECAPTCHA_SCRIPT_ID) as HTMLScriptElement;
    expect(script.src).toBe(`${RECAPTCHA_SCRIPT}?render=key-1&hl=ja`);
    expect(script.async).toBe(true);
    expect(script.nonce).toBe('n0nce');
    await waitFor(() => expect(disabled(send)).toBe(false));
    expect(screen.queryByRole('status')).toBeNull();

    await user.type(screen.getByLabelText(/メールアドレス/), 'hanako@example.jp');
    await user.type(screen.getByLabelText(/電話番号/), '090-1234-5678');
    await user.click(send);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(execute).toHaveBeenCalledWith('key-1', { action: 'support' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).info.token).toBe('token:key-1:support');
    // Sent: the form starts again.
    await waitFor(() => expect((screen.getByLabelText(/お名前/) as HTMLInputElement).value).toBe(''));
  });

  it('without a site key, verification is off: Send is enabled once scripts run and no script is loaded', async () => {
    const user = userEvent.setup();
    render(
      <NextIntlClientProvider locale="en" messages={{ forms: en.forms, supportForm: en.supportForm }} timeZone="Asia/Ho_Chi_Minh">
        <SupportForm lang="en" guard={{ token: 'ft1.test', minFillMs: 0 }} />
      </NextIntlClientProvider>,
    );
    await waitFor(() => expect(disabled(screen.getByTestId('support-send'))).toBe(false));
    await user.click(screen.getByLabelText(/Full name/));
    expect(document.getElementById(RECAPTCHA_SCRIPT_ID)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
