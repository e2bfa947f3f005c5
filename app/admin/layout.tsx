import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { adminLanguage, adminTranslator } from '@/lib/admin/i18n';
import '../globals.css';
import './admin.css';

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0f172a' };

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator('shell');
  return {
    title: { default: `${t('title')}｜${t('siteName')}`, template: `%s｜${t('title')}` },
    robots: { index: false, follow: false },
  };
}

/** The staff back office: its own document, in the staff member's language. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const lang = await adminLanguage();
  const t = await adminTranslator('shell');
  return (
    <html lang={lang}>
      <body className="min-h-dvh bg-slate-50 text-slate-900 antialiased">
        <a href="#main" className="sr-only z-[200] rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
          {t('skipToContent')}
        </a>
        {children}
      </body>
    </html>
  );
}
