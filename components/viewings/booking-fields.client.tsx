'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SelectField, TextArea, TextField } from '@/components/forms/field.client';
import type { Lang } from '@/lib/api/lang';
import { VIEWING_NOTE_MAX } from '@/lib/forms/viewing';
import type { useViewingForm } from './use-viewing-form.client';
import { PEOPLE } from './people';
import { defaultViewingLanguage } from './values';

type Form = Omit<ReturnType<typeof useViewingForm>, 'picker'>;

/**
 * "Another time": a box that opens a note for the visitor's own words. The note stays as typed when
 * the box is unticked (and is then not sent), so ticking it again brings it back.
 */
export function AnotherTime({ form, idPrefix, initially = false }: { form: Form; idPrefix: string; initially?: boolean }) {
  const t = useTranslations('viewings.book');
  const [on, setOn] = useState(initially);
  const id = `${idPrefix}-another`;
  return (
    <div className="grid gap-2">
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={on}
          onChange={(e) => {
            setOn(e.target.checked);
            form.setAnother(e.target.checked);
          }}
          aria-controls={on ? `${id}-note` : undefined}
          className="size-5 accent-brand-600"
          data-testid="viewing-another"
        />
        {t('another')}
      </label>
      {on && (
        <TextArea
          id={`${id}-note`}
          label={t('otherTime')}
          hint={t('anotherHint')}
          placeholder={t('otherTimePlaceholder')}
          rows={2}
          maxLength={VIEWING_NOTE_MAX}
          data-testid="viewing-other-time"
          {...form.field('otherTime')}
        />
      )}
    </div>
  );
}

/** Who comes: name, e-mail, phone, how many, and the language they would like the viewing in. */
export function ViewerFields({ form, idPrefix, lang }: { form: Form; idPrefix: string; lang: Lang }) {
  const t = useTranslations('viewings.book');
  const tf = useTranslations('forms');
  const mark = tf('required');
  const id = (name: string) => `${idPrefix}-${name}`;
  const chosenLanguage = defaultViewingLanguage(lang);
  const languageError = form.errorText(form.errors.viewingLanguage?.message);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField id={id('fullName')} label={t('fullName')} required requiredMark={mark} autoComplete="name" maxLength={100} {...form.field('fullName')} />
      <TextField id={id('email')} label={t('email')} type="email" required requiredMark={mark} autoComplete="email" maxLength={254} {...form.field('email')} />
      <TextField id={id('phone')} label={t('phone')} type="tel" required requiredMark={mark} autoComplete="tel" maxLength={30} {...form.field('phone')} />
      <SelectField id={id('people')} label={t('people')} required requiredMark={mark} {...form.field('people')}>
        {PEOPLE.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </SelectField>
      <fieldset className="sm:col-span-2" aria-describedby={languageError ? id('language-error') : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t('viewingLanguage')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6">
          {(['en', 'ja'] as const).map((code) => (
            <label key={code} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800" lang={code === 'ja' ? 'ja' : 'en'}>
              <input type="radio" value={code} defaultChecked={code === chosenLanguage} className="size-5 accent-brand-600" data-testid={`viewing-language-${code}`} {...form.form.register('viewingLanguage')} />
              {t(`languages.${code}`)}
            </label>
          ))}
        </div>
        {languageError && (
          <p id={id('language-error')} role="alert" className="text-sm text-red-700">
            {languageError}
          </p>
        )}
      </fieldset>
    </div>
  );
}
