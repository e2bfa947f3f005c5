import Link from 'next/link';
import type { ReactNode } from 'react';
import { allows, type Area } from '@/lib/admin/permissions';
import { adminTranslator } from '@/lib/admin/i18n';
import type { Staff } from '@/lib/server/staff/session';
import { signOutAction } from '@/app/admin/sign-in/actions';
import { NavLinks } from './nav-links';
import { switchLanguageAction } from '@/app/admin/(office)/account/actions';

const SECTIONS: { area: Area; href: string; key: 'inbox' | 'outbox' | 'listings' | 'content' | 'staff' | 'settings' | 'audit' | 'alerts' }[] = [
  { area: 'inbox', href: '/admin/inbox', key: 'inbox' },
  { area: 'outbox', href: '/admin/outbox', key: 'outbox' },
  { area: 'listings', href: '/admin/listings', key: 'listings' },
  { area: 'content', href: '/admin/content', key: 'content' },
  { area: 'staff', href: '/admin/staff', key: 'staff' },
  { area: 'settings', href: '/admin/settings', key: 'settings' },
  { area: 'audit', href: '/admin/audit', key: 'audit' },
  { area: 'alerts', href: '/admin/alerts', key: 'alerts' },
];

/** The sections a role may open, in menu order. */
export function sectionsFor(staff: Staff) {
  return SECTIONS.filter((s) => allows(staff.role, s.area));
}

/** The back office's frame: the sections this role may open, who is signed in, language, sign-out. */
export async function AdminShell({ staff, children }: { staff: Staff; children: ReactNode }) {
  const t = await adminTranslator('shell');
  return (
    <div className="flex min-h-dvh flex-col lg:flex-row">
      <header className="bg-slate-900 text-white lg:w-60 lg:shrink-0">
        <div className="px-4 py-4">
          <Link prefetch={false} href="/admin" className="text-lg font-bold">
            {t('title')}
          </Link>
          <p className="mt-1 text-xs text-slate-300">{t('signedInAs', { name: staff.name, role: t(`roles.${staff.role}`) })}</p>
        </div>
        <nav aria-label={t('nav')} className="px-2 pb-4">
          <NavLinks items={[...sectionsFor(staff).map((s) => ({ href: s.href, label: t(s.key) })), { href: '/admin/account', label: t('account') }]} />
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
      </header>
      <main id="main" className="min-w-0 flex-1 px-4 py-6 lg:px-8">
        {children}
      </main>
    </div>
  );
}
