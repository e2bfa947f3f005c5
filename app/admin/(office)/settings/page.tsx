import type { Metadata } from 'next';
import { asc } from 'drizzle-orm';
import { SettingsForm } from '@/components/admin/settings-form';
import { PageHeading } from '@/components/admin/ui';
import { adminLanguage, adminMessages, adminTranslator } from '@/lib/admin/i18n';
import { getDb } from '@/lib/server/db/client';
import { mailConfig } from '@/lib/server/mail/config';
import { cities } from '@/lib/server/db/schema';
import { readSetting } from '@/lib/server/staff/office-settings';
import { requireStaff } from '@/lib/server/staff/session';
import { saveSettingsAction } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('settings'))('title') };
}

export default async function SettingsPage() {
  await requireStaff('settings', '/admin/settings');
  const t = await adminTranslator('settings');
  const lang = await adminLanguage();
  const db = await getDb();
  const [cityRows, addresses, rates, replyAddress] = await Promise.all([
    db.select({ id: cities.id, en: cities.nameEn, ja: cities.nameJa }).from(cities).orderBy(asc(cities.id)),
    readSetting(db, 'staffAddresses'),
    readSetting(db, 'exchangeRates'),
    readSetting(db, 'replyAddress'),
  ]);
  const words = { ...(await adminMessages('settings')), fieldErrors: (await adminMessages('common')).fieldErrors };
  return (
    <>
      <PageHeading title={t('title')} />
      <SettingsForm
        action={saveSettingsAction}
        words={words}
        groups={[
          {
            legend: t('staffAddresses'),
            lead: t('staffAddressesLead'),
            fields: [
              // Empty means MAIL_STAFF's address, said beside the field: a fresh install saves without it.
              { name: 'default', label: t('defaultAddress'), type: 'email', value: addresses?.default ?? '', hint: t('defaultHint', { address: mailConfig().staff }) },
              ...cityRows.map((c) => ({ name: `city-${c.id}`, label: t('cityAddress', { city: lang === 'ja' ? c.ja : c.en }), type: 'email' as const, value: addresses?.byCity[String(c.id)] ?? '' })),
            ],
          },
          {
            legend: t('rates'),
            lead: t('ratesLead'),
            fields: [
              { name: 'jpy', label: t('jpy'), type: 'text', inputMode: 'decimal', value: rates ? String(rates.jpy) : '' },
              { name: 'vnd', label: t('vnd'), type: 'text', inputMode: 'decimal', value: rates ? String(rates.vnd) : '' },
              { name: 'asOf', label: t('ratesDate'), type: 'date', value: rates?.asOf ?? '' },
            ],
          },
          {
            legend: t('replyAddress'),
            lead: t('replyAddressLead'),
            fields: [
              {
                name: 'replyAddress',
                label: t('replyAddressLabel'),
                type: 'select',
                value: replyAddress ?? 'shared',
                options: [
                  { value: 'shared', label: t('replyShared') },
                  { value: 'agent', label: t('replyAgent') },
                ],
              },
            ],
          },
        ]}
      />
    </>
  );
}
