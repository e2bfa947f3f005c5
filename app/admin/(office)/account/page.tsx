import type { Metadata } from 'next';
import { type AccountWords, PasswordForm, SignatureForm, TwoFactorForm } from '@/components/admin/account-forms.client';
import { Notice, PageHeading, Section, buttonClass, inputClass, labelClass } from '@/components/admin/ui';
import { adminMessages, adminTranslator } from '@/lib/admin/i18n';
import { getDb } from '@/lib/server/db/client';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/server/staff/password';
import { readSignatures, SIGNATURE_MAX, SIGNATURE_MAX_LINES } from '@/lib/server/staff/signature';
import { requireStaff } from '@/lib/server/staff/session';
import { AvailabilityForm, DaysAwayForm } from '@/components/admin/viewings/availability-forms.client';
import { allows } from '@/lib/admin/permissions';
import { availabilityWords, weekWords } from '@/lib/admin/viewing-words';
import { availabilityValues, readAvailability, viewingCities } from '@/lib/server/viewings/availability';
import { changePasswordAction, dayAwayAction, saveAvailabilityAction, saveSignatureAction, switchLanguageAction, twoFactorAction } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('account'))('title') };
}

export default async function AccountPage() {
  const staff = await requireStaff('self', '/admin/account');
  const t = await adminTranslator('account');
  const shell = await adminTranslator('shell');
  const signIn = await adminMessages('signIn');
  const raw = await adminMessages('account');
  const words: AccountWords = {
    ...raw,
    passwordHint: t('passwordHint', { min: PASSWORD_MIN }),
    passwordShort: t('passwordShort', { min: PASSWORD_MIN }),
    passwordLong: t('passwordLong', { max: PASSWORD_MAX }),
    code: signIn.code,
    codeInvalid: signIn.codeInvalid,
    signatureHint: t('signatureHint', { max: SIGNATURE_MAX, lines: SIGNATURE_MAX_LINES }),
    signatureLong: t('signatureLong', { max: SIGNATURE_MAX, lines: SIGNATURE_MAX_LINES }),
  };
  const db = await getDb();
  const signatures = await readSignatures(db, staff.id);
  // Those who show listings keep when they can (agents and admins); the form starts from the office's default week.
  const showsListings = allows(staff.role, 'viewingsManage') && !staff.passwordChangeRequired;
  const [availability, cityChoices] = showsListings ? await Promise.all([readAvailability(db, staff.id), viewingCities(db, staff.language)]) : [null, []];
  const viewingWords = showsListings ? await availabilityWords() : {};
  return (
    <>
      <PageHeading title={t('title')} />
      {staff.passwordChangeRequired && <Notice kind="error">{t('firstTime')}</Notice>}
      <Section title={t('profile')}>
        <dl className="grid max-w-lg grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="font-medium">{t('name')}</dt>
          <dd>{staff.name}</dd>
          <dt className="font-medium">{t('email')}</dt>
          <dd>{staff.email}</dd>
          <dt className="font-medium">{t('role')}</dt>
          <dd>{shell(`roles.${staff.role}`)}</dd>
        </dl>
        <form action={switchLanguageAction} className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="back" value="/admin/account" />
          <div>
            <label htmlFor="account-lang" className={labelClass}>
              {t('languageLabel')}
            </label>
            <select id="account-lang" name="lang" defaultValue={staff.language} className={inputClass}>
              <option value="en">{t('english')}</option>
              <option value="ja">{t('japanese')}</option>
            </select>
          </div>
          <button type="submit" className={buttonClass}>
            {t('saveLanguage')}
          </button>
        </form>
      </Section>
      <Section title={t('passwordTitle')}>
        <PasswordForm action={changePasswordAction} words={words} />
      </Section>
      {!staff.passwordChangeRequired && (
        <Section title={t('signatureTitle')}>
          <SignatureForm action={saveSignatureAction} words={words} stored={{ signatureEn: signatures.en ?? '', signatureJa: signatures.ja ?? '' }} />
        </Section>
      )}
      {availability && (
        <section id="availability" aria-labelledby="availability-title" className="mb-8 rounded border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="availability-title" className="mb-2 text-lg font-semibold text-slate-900">
            {viewingWords.title}
          </h2>
          <p className="mb-4 max-w-prose text-sm text-slate-700">{viewingWords.lead}</p>
          <AvailabilityForm action={saveAvailabilityAction} cities={cityChoices} values={availabilityValues(availability)} words={viewingWords} week={await weekWords()} />
          <h3 className="mt-8 mb-2 font-semibold text-slate-900">{viewingWords.daysAway}</h3>
          <p className="mb-3 max-w-prose text-sm text-slate-700">{viewingWords.daysAwayLead}</p>
          <DaysAwayForm action={dayAwayAction} days={availability.daysAway} words={viewingWords} lang={staff.language} />
        </section>
      )}
      {!staff.passwordChangeRequired && (
        <Section title={t('twoFactorTitle')}>
          <TwoFactorForm action={twoFactorAction} words={words} enabled={staff.twoFactorEnabled} />
        </Section>
      )}
    </>
  );
}
