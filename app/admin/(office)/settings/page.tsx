import type { Metadata } from 'next';
import { asc } from 'drizzle-orm';
import { SettingsForm } from '@/components/admin/settings-form.client';
import { ReplyTemplatesForm } from '@/components/admin/reply-templates-form.client';
import { PageHeading, Section } from '@/components/admin/ui';
import { adminLanguage, adminMessages, adminTranslator } from '@/lib/admin/i18n';
import { getDb } from '@/lib/server/db/client';
import { mailConfig } from '@/lib/server/mail/config';
import { cities } from '@/lib/server/db/schema';
import { BODY_PLACEHOLDERS, REPLY_LANGUAGES, SUBJECT_PLACEHOLDERS, TEMPLATE_BODY_MAX, TEMPLATE_IDS, TEMPLATE_SUBJECT_MAX } from '@/lib/server/inbox/template-ids';
import { readSetting } from '@/lib/server/staff/office-settings';
import { CHAT_APPS } from '@/lib/contact-channels';
import { restoreValue, templateField, templateValues } from '@/lib/server/staff/reply-templates';
import { requireStaff } from '@/lib/server/staff/session';
import { ViewingHoursForm } from '@/components/admin/viewings/hours-form.client';
import { weekWords } from '@/lib/admin/viewing-words';
import { readViewingHours } from '@/lib/server/viewings/hours';
import { viewingHoursValues } from '@/lib/server/viewings/week-form';
import { saveReplyTemplatesAction, saveSettingsAction, saveViewingHoursAction } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('settings'))('title') };
}

export default async function SettingsPage() {
  await requireStaff('settings', '/admin/settings');
  const t = await adminTranslator('settings');
  const lang = await adminLanguage();
  const db = await getDb();
  const [cityRows, addresses, rates, replyAddress, replyTemplates, channels] = await Promise.all([
    db.select({ id: cities.id, en: cities.nameEn, ja: cities.nameJa }).from(cities).orderBy(asc(cities.id)),
    readSetting(db, 'staffAddresses'),
    readSetting(db, 'exchangeRates'),
    readSetting(db, 'replyAddress'),
    readSetting(db, 'replyTemplates'),
    readSetting(db, 'contactChannels'),
  ]);
  // Unsaved, the viewing hours are the defaults the slots already follow (lib/server/viewings/hours.ts).
  const viewingHours = await readViewingHours(db);
  const viewingT = await adminTranslator('viewings');
  const words = { ...(await adminMessages('settings')), fieldErrors: (await adminMessages('common')).fieldErrors };
  const inbox = await adminTranslator('inbox');
  const braces = (names: readonly string[]) => names.map((n) => `{${n}}`).join(', ');
  const templateWords = {
    ...words,
    subjectLong: t('subjectLong', { max: TEMPLATE_SUBJECT_MAX }),
    bodyLong: t('bodyLong', { max: TEMPLATE_BODY_MAX }),
    placeholderSubject: t('placeholderSubject', { allowed: braces(SUBJECT_PLACEHOLDERS) }),
    placeholderBody: t('placeholderBody', { allowed: braces(BODY_PLACEHOLDERS) }),
  };
  const stored = templateValues(replyTemplates);
  const languageName = { en: t('english'), ja: t('japanese') };
  const templateGroups = TEMPLATE_IDS.map((id) => ({
    id,
    name: inbox(`templateNames.${id}`),
    languages: REPLY_LANGUAGES.map((l) => {
      const field = (part: 'subject' | 'body') => ({ name: templateField(l, id, part), label: t(part === 'subject' ? 'subjectIn' : 'bodyIn', { language: languageName[l] }), value: stored[templateField(l, id, part)] });
      return { language: l, restore: restoreValue(l, id), restoreLabel: t('restoreDefault', { language: languageName[l] }), subject: field('subject'), body: field('body') };
    }),
  }));
  const placeholderMeaning = { addressee: t('placeholderAddressee'), staff: t('placeholderStaff'), signature: t('placeholderSignature') };
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
            legend: t('chatApps'),
            lead: t('chatAppsLead'),
            fields: cityRows.flatMap((c) =>
              CHAT_APPS.map((app) => ({
                name: `${app}-${c.id}`,
                label: t(app === 'line' ? 'chatAppLine' : app === 'whatsapp' ? 'chatAppWhatsapp' : 'chatAppZalo', { city: lang === 'ja' ? c.ja : c.en }),
                inputMode: app === 'line' ? undefined : ('tel' as const),
                type: 'text' as const,
                value: channels?.byCity[String(c.id)]?.[app] ?? '',
                hint: t(app === 'line' ? 'lineHint' : 'mobileHint'),
              })),
            ),
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
      <div className="mt-8">
        <section id="viewing-hours" aria-labelledby="viewing-hours-title" className="mb-8 rounded border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="viewing-hours-title" className="mb-2 text-lg font-semibold text-slate-900">
            {viewingT('hours.title')}
          </h2>
          <p className="mb-4 max-w-prose text-sm text-slate-700">{viewingT('hours.lead')}</p>
          <ViewingHoursForm
            action={saveViewingHoursAction}
            values={viewingHoursValues(viewingHours, cityRows.map((c) => c.id))}
            cities={await Promise.all(cityRows.map(async (c) => ({ id: c.id, caption: viewingT('hours.city', { city: lang === 'ja' ? c.ja : c.en }), days: (await weekWords(lang === 'ja' ? c.ja : c.en)).days })))}
            words={(await adminMessages('viewings')).hours}
            week={await weekWords()}
          />
        </section>
      </div>
      <div className="mt-8">
        <Section title={t('replyTemplates')}>
          <ReplyTemplatesForm action={saveReplyTemplatesAction} words={templateWords} groups={templateGroups} placeholders={BODY_PLACEHOLDERS.map((p) => ({ code: `{${p}}`, meaning: placeholderMeaning[p] }))} />
        </Section>
      </div>
    </>
  );
}
