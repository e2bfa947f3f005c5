import type { QueryClient } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { makeQueryClient, QueryIsland } from '@/components/ui/query-island.client';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { MESSAGES } from '@/lib/i18n/messages';

/**
 * An island as a page gives it: next-intl with only the namespaces it is handed, from the site's
 * message loader (lib/i18n/messages.ts, the area files merged in), and a query client
 * of its own (retries off unless asked for, so a failure shows at once).
 */
export function islandWrapper(namespaces: readonly string[], { locale = 'en', retry = false }: { locale?: 'en' | 'ja'; retry?: boolean } = {}) {
  const client: QueryClient = makeQueryClient();
  if (!retry) client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const messages = pickMessages(MESSAGES[locale], namespaces);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="Asia/Ho_Chi_Minh">
        <QueryIsland client={client}>{children}</QueryIsland>
      </NextIntlClientProvider>
    );
  }
  return { Wrapper, client };
}

export type Answer = { status?: number; body: unknown } | Promise<never>;

/**
 * `fetch` replaced by `answer`, called with each request's URL (path and query); the mock keeps
 * the URLs asked for. Restored by vi.unstubAllGlobals().
 */
export function stubFetch(answer: (url: URL) => Answer) {
  const calls: URL[] = [];
  const mock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const { status = 200, body } = await answer(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', mock);
  return calls;
}
