// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { ContactForm } from '@/components/forms/contact-form.client';
import { SITE_KEY_META } from '@/lib/browser/recaptcha-key';
import { RECAPTCHA_SCRIPT_ID } from '@/lib/browser/recaptcha';
import { disabled, setScriptLoading } from '../support/happy-dom';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));

/**
 * The site's one form hook (components/forms/use-site-form.client.ts) as a visitor meets it, through the
 * contact form: schema errors in the page's language with the first field focused, the API's
 * field errors mapped back onto the fields, a failed request said with a retry, and reCAPTCHA's
 * script blocked said with a retry (this file's DOM refuses to load any script, as a blocker does).
 */
const guard = { token: 'ft1.test', minFillMs: 0 };

function renderForm(lang: 'en' | 'jp' = 'en') {
  const messages = lang === 'en' ? en : ja;
  render(<ContactForm lang={lang} variant="page" labels={{ contactForm: messages.contactForm, forms: messages.forms }} guard={guard} />);
  return screen.getByTestId('contact-form-page');
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full name|お名前/), 'Sato Hanako');
  await user.type(screen.getByLabelText(/^Email|メールアドレス/), 'hanako@example.com');
  await user.type(screen.getByLabelText(/^Phone|電話番号/), '+84 912 345 678');
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  // This DOM never fetches scripts: it answers each with an error event, as a blocker does.
  setScriptLoading(false);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.querySelectorAll(`meta[name="${SITE_KEY_META}"], script`).forEach((el) => el.remove());
});

describe('the form hook', () => {
  it('names every missing field from the schema, ties each error to its field and focuses the first', async () => {
    const user = userEvent.setup();
    renderForm();
    const send = screen.getByTestId('contact-send');
    await waitFor(() => expect(disabled(send)).toBe(false));
    await user.click(send);
    const name = screen.getByLabelText(/Full name/);
    await waitFor(() => expect(screen.getByTestId('contact-fullName-error').textContent).toBe('This field is required'));
    expect(screen.getByTestId('contact-email-error').textContent).toBe('This field is required');
    expect(screen.getByTestId('contact-phone-error').getAttribute('role')).toBe('alert');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('contact-fullName-error');
    expect(document.activeElement).toBe(name);
    expect(screen.queryByTestId('contact-companyName-error')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    // A field's error follows its value once shown; a bad address is named as such.
    await user.type(screen.getByLabelText(/^Email/), 'not-an-address');
    await waitFor(() => expect(screen.getByTestId('contact-email-error').textContent).toBe('Invalid email address'));
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'a@example.com');
    await waitFor(() => expect(screen.queryByTestId('contact-email-error')).toBeNull());
  });

  it('says the schema’s errors in Japanese on /jp', async () => {
    const user = userEvent.setup();
    renderForm('jp');
    await waitFor(() => expect(disabled(screen.getByTestId('contact-send'))).toBe(false));
    await user.click(screen.getByTestId('contact-send'));
    await waitFor(() => expect(screen.getByTestId('contact-fullName-error').textContent).toBe('必須項目です'));
  });

  it('maps the API’s 400 field errors back onto the fields and focuses the first of them', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(400, { message: 'phone: Invalid phone number', errors: [{ field: 'phone', code: 'phone' }] }));
    renderForm();
    await waitFor(() => expect(disabled(screen.getByTestId('contact-send'))).toBe(false));
    await fillValid(user);
    await user.click(screen.getByTestId('contact-send'));
    await waitFor(() => expect(screen.getByTestId('contact-phone-error').textContent).toBe('Invalid phone number'));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Phone/));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/contacts');
    expect(JSON.parse(String(init.body))).toMatchObject({ formToken: 'ft1.test', website: '', info: { fullName: 'Sato Hanako', language: 'en' } });
  });

  it('says a request that failed in the page’s language, with a retry that sends again', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(500, {}));
    renderForm();
    await waitFor(() => expect(disabled(screen.getByTestId('contact-send'))).toBe(false));
    await fillValid(user);
    await user.click(screen.getByTestId('contact-send'));
    const failure = await screen.findByTestId('contact-send-failure');
    expect(failure.textContent).toContain('there is no connection to our server');
    // Announced as it appears: the notice (the sentence and the office's other ways) is the alert.
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    await user.click(screen.getByTestId('contact-send-retry'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByTestId('contact-send-failure').textContent).toContain('Something went wrong on our side'));
    // What was typed is kept for the next try.
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('Sato Hanako');
  });

  it('keeps Send focusable while sending (aria-disabled, a second submit ignored) and focus on it after a failure and a retry', async () => {
    const user = userEvent.setup();
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve))).mockResolvedValueOnce(json(500, {}));
    renderForm();
    const send = screen.getByTestId('contact-send');
    await waitFor(() => expect(disabled(send)).toBe(false));
    await fillValid(user);
    send.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(send.getAttribute('aria-disabled')).toBe('true'));
    expect(disabled(send)).toBe(false);
    expect(document.activeElement).toBe(send);
    // Pressed again while the first send is under way: nothing more is posted.
    await user.keyboard('{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(json(500, {}));
    await screen.findByTestId('contact-send-failure');
    expect(send.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(send);
    // Try again: its button goes with the notice, and focus moves to Send rather than to <body>.
    screen.getByTestId('contact-send-retry').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(document.activeElement).toBe(send);
    await screen.findByTestId('contact-send-failure');
  });

  it('says a rate limit in Japanese on /jp, with the wait the API asks for, and no retry button', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(429, { message: 'Too many requests. Please try again in 42 seconds.' }, { 'retry-after': '42' }));
    renderForm('jp');
    await waitFor(() => expect(disabled(screen.getByTestId('contact-send'))).toBe(false));
    await fillValid(user);
    await user.click(screen.getByTestId('contact-send'));
    const failure = await screen.findByTestId('contact-send-failure');
    expect(failure.textContent).toContain('42秒');
    expect(failure.textContent).not.toContain('Too many');
    expect(screen.queryByTestId('contact-send-retry')).toBeNull();
  });

  it('when Google’s script is blocked, says so instead of "Verifying…" for ever, and tries again', async () => {
    const user = userEvent.setup();
    const meta = document.createElement('meta');
    meta.name = SITE_KEY_META;
    meta.content = 'test-site-key';
    document.head.append(meta);
    const added: string[] = [];
    const append = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      if (node instanceof HTMLScriptElement) added.push(node.id);
      return append(node);
    });
    renderForm();
    const send = screen.getByTestId('contact-send');
    expect(disabled(send)).toBe(true);
    expect(added).toEqual([]);
    // Starting on the form loads the provider, which adds Google's script; this DOM refuses it.
    await user.click(screen.getByLabelText(/Full name/));
    const failed = await screen.findByTestId('contact-send-verification-failed', {}, { timeout: 5000 });
    expect(failed.textContent).toContain('could not load');
    expect(failed.getAttribute('role')).toBe('alert');
    expect(added).toEqual([RECAPTCHA_SCRIPT_ID]);
    expect(disabled(send)).toBe(true);
    // Try again: the script is asked for once more (and refused again here, so the message stays).
    await user.click(screen.getByTestId('contact-send-verification-retry'));
    await waitFor(() => expect(added).toEqual([RECAPTCHA_SCRIPT_ID, RECAPTCHA_SCRIPT_ID]));
    await screen.findByTestId('contact-send-verification-failed');
    expect(disabled(send)).toBe(true);
  });
});
