import Link from 'next/link';
import { adminLanguage, adminTranslator } from '@/lib/admin/i18n';
import { signInLanguageAction, type SignInState } from '@/app/admin/sign-in/actions';
import { SignInForm, type SignInWords } from './sign-in-form.client';
import { LiveNotice } from './live-notice.client';

type Action = (state: SignInState, form: FormData) => Promise<SignInState>;

/** The sign-in and second-step pages: one card, the form, and the language switch. */
export async function SignInPage({ step, action, next, signedOut }: { step: 'password' | 'code'; action: Action; next: string; signedOut?: boolean }) {
  const t = await adminTranslator('signIn');
  const shell = await adminTranslator('shell');
  const lang = await adminLanguage();
  const words: SignInWords = {
    email: t('email'),
    password: t('password'),
    submit: t('submit'),
    code: t('code'),
    verify: t('verify'),
    errors: {
      failed: t('failed'),
      code: t('codeInvalid'),
      limited: t('limited', { seconds: '{seconds}' }),
      limitedMinutes: t('limitedMinutes', { minutes: '{minutes}' }),
      required: t('required'),
      emailInvalid: t('emailInvalid'),
      codeFormat: t('codeFormat'),
    },
  };
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 py-10">
      <p className="mb-2 text-sm font-semibold tracking-wide text-teal-800 uppercase">{shell('siteName')}</p>
      <div className="rounded border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="mb-2 text-2xl font-bold">{step === 'password' ? t('title') : t('twoFactorTitle')}</h1>
        <p className="mb-6 text-slate-700">{step === 'password' ? t('lead') : t('twoFactorLead')}</p>
        {signedOut && (
          <LiveNotice className="mb-4 rounded border-l-4 border-green-700 bg-green-50 px-3 py-2 text-sm text-green-900">{t('signedOut')}</LiveNotice>
        )}
        <SignInForm action={action} words={words} next={next} step={step} />
        {step === 'code' && (
          <p className="mt-4 text-sm">
            <Link prefetch={false} className="text-teal-800 underline" href="/admin/sign-in">
              {t('restart')}
            </Link>
          </p>
        )}
      </div>
      <form action={signInLanguageAction} className="mt-4 text-center">
        <input type="hidden" name="lang" value={lang === 'ja' ? 'en' : 'ja'} />
        <input type="hidden" name="next" value={next} />
        <button type="submit" lang={lang === 'ja' ? 'en' : 'ja'} className="min-h-6 text-sm text-teal-800 underline">
          {shell('switchLanguage')}
        </button>
      </form>
    </main>
  );
}
