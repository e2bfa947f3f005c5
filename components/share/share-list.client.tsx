'use client';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { apiBase, failure } from '@/lib/api/post';
import type { Lang } from '@/lib/api/lang';
import type { SharedListCreated } from '@/lib/server/shared-lists/schema';
import { readChosenPlace } from '@/lib/places/chosen';

// The link, its copy button and its date load with the first link made, not with the page.
const SharePanel = lazy(() => import('./share-panel.client').then((m) => ({ default: m.SharePanel })));

/** Most listings one link holds (lib/server/shared-lists/schema.ts MAX_SHARED_ITEMS). */
const MAX_ITEMS = 100;

type Props = { lang: Lang; residences: readonly number[]; offices: readonly number[] };

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed' } | { kind: 'done'; link: string; expiresAt: string };

/**
 * "Share this list" on the favourites page. The favourites live in this browser, so the
 * button posts them (POST /api/shared-lists) and shows the link the server made: a short token,
 * not the ids in clear. Sharing again after a change makes a new link.
 */
export function ShareList({ lang, residences, offices }: Props) {
  const t = useTranslations('share');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const share = async () => {
    setState({ kind: 'busy' });
    const items = [...residences.map((id) => ({ kind: 'residence' as const, id })), ...offices.map((id) => ({ kind: 'office' as const, id }))].slice(0, MAX_ITEMS);
    try {
      const res = await fetch(`${apiBase()}/api/shared-lists`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // The place this renter measures from: the shared list shows each listing's distance to it.
        body: JSON.stringify({ items, language: lang, placeId: readChosenPlace()?.id }),
      });
      if (!res.ok) throw await failure(res);
      const body = (await res.json()) as Partial<SharedListCreated>;
      if (typeof body.path !== 'string' || !body.path.startsWith('/') || typeof body.expiresAt !== 'string') throw new Error('unexpected answer');
      // The page's own origin: the one this visitor reached, whatever SITE_URL says.
      setState({ kind: 'done', link: new URL(body.path, window.location.origin).href, expiresAt: body.expiresAt });
    } catch {
      setState({ kind: 'failed' });
    }
  };
  return (
    <div className="w-full" data-testid="share-list">
      <button
        type="button"
        onClick={share}
        disabled={state.kind === 'busy'}
        data-testid="share-button"
        className="inline-flex h-10 items-center gap-2 rounded-md border border-brand-600 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
      >
        <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        {state.kind === 'busy' ? t('sharing') : t('button')}
      </button>
      <div aria-live="polite">
        {state.kind === 'failed' && (
          <p className="mt-2 text-sm text-rose-700" data-testid="share-failed">
            {t('shareFailed')}
          </p>
        )}
        {state.kind === 'done' && (
          <Suspense fallback={null}>
            <SharePanel lang={lang} link={state.link} expiresAt={state.expiresAt} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
