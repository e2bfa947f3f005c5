import Link from 'next/link';
import type { ReactNode } from 'react';
import { allows, type Area } from '@/lib/admin/permissions';
import { adminTranslator } from '@/lib/admin/i18n';
import type { InboxCounts } from '@/lib/server/inbox/counts';
import type { Staff } from '@/lib/server/staff/session';
import { signOutAction } from '@/app/admin/sign-in/actions';
import { NavLinks } from './nav-links.client';
import { switchLanguageAction } from '@/app/admin/(office)/account/actions';

const SECTIONS: { area: Area; href: string; key: 'inbox' | 'viewings' | 'outbox' | 'listings' | 'content' | 'places' | 'staff' | 'settings' | 'audit' | 'alerts' }[] = [
  { area: 'inbox', href: '/admin/inbox', key: 'inbox' },
  { area: 'viewings', href: '/admin/viewings', key: 'viewings' },
  { area: 'outbox', href: '/admin/outbox', key: 'outbox' },
  { area: 'listings', href: '/admin/listings', key: 'listings' },
  { area: 'content', href: '/admin/content', key: 'content' },
  { area: 'content', href: '/admin/places', key: 'places' },
  { area: 'staff', href: '/admin/staff', key: 'staff' },
  { area: 'settings', href: '/admin/settings', key: 'settings' },
  { area: 'audit', href: '/admin/audit', key: 'audit' },
  { area: 'alerts', href: '/admin/alerts', key: 'alerts' },
];

/** The sections a role may open, in menu order. */
export function sectionsFor(staff: Staff) {
  return SECTIONS.filter((s) => allows(staff.role, s.area));
}

/**
 * The back office's frame: the sections this role may open (Inbox with its unread, overdue and
 * customer-replied counts), who is signed in, language, sign-out. On a phone the menu folds behind a button
 * (details/summary: no script needed); wide, it always shows (admin.css `.admin-wide-open`).
 */
export async function AdminShell({ staff, inboxCounts, children }: { staff: Staff; inboxCounts?: InboxCounts; children: ReactNode }) {
  const t = await adminTranslator('shell');
  const badge = (key: string) =>
    key === 'inbox' && inboxCounts && (inboxCounts.unread || inboxCounts.overdue || inboxCounts.replied)
      ? { text: t('inboxCounts', inboxCounts), urgent: inboxCounts.overdue > 0 }
      : undefined;
  return (
    <div className="flex min-h-dvh flex-col lg:flex-row">
      <header className="bg-slate-900 text-white lg:w-60 lg:shrink-0">
        <div className="flex items-start justify-between gap-3 px-4 py-3 lg:block lg:py-4">
          <div className="min-w-0">
            <Link prefetch={false} href="/admin" className="text-lg font-bold">
              {t('title')}
            </Link>
            <p className="mt-1 text-xs text-slate-300">{t('signedInAs', { name: staff.name, role: t(`roles.${staff.role}`) })}</p>
          </div>
        </div>
        <details className="admin-wide-open group px-2 pb-3 lg:pb-4">
          <summary className="mx-2 mb-2 inline-flex min-h-10 cursor-pointer items-center gap-2 rounded border border-slate-500 px-3 text-sm font-semibold">
            {t('menu')}
            {inboxCounts && (inboxCounts.unread > 0 || inboxCounts.overdue > 0 || inboxCounts.replied > 0) && <span className="rounded bg-amber-300 px-1.5 text-xs text-slate-900">{t('inboxCounts', inboxCounts)}</span>}
          </summary>
          <nav aria-label={t('nav')}>
            <NavLinks items={[...sectionsFor(staff).map((s) => ({ href: s.href, label: t(s.key), badge: badge(s.key) })), { href: '/admin/account', label: t('account') }]} />
            <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-700 px-3 pt-4 text-sm">
              <form action={switchLanguageAction}>
                <input type="hidden" name="lang" value={staff.language === 'ja' ? 'en' : 'ja'} />
                <button type="submit" lang={staff.language === 'ja' ? 'en' : 'ja'} className="min-h-6 underline">
                  {t('switchLanguage')}
                </button>
              </form>
              <form action={signOutAction}>
                <button type="submit" className="min-h-6 underline">
                  {t('signOut')}
                </button>
              </form>
              <Link prefetch={false} href="/" className="min-h-6 underline">
                {t('viewSite')}
              </Link>
            </div>
          </nav>
        </details>
      </header>
      <main id="main" className="min-w-0 flex-1 px-4 py-6 lg:px-8">
        {children}
      </main>
    </div>
  );
}
