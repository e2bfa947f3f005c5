'use client';
import { useActionState } from 'react';
import type { SettingsState } from '@/app/admin/(office)/settings/actions';
import { buttonClass, describedByOf, FieldNotes, inputClass, labelClass, secondaryButtonClass } from './ui';

type Action = (state: SettingsState, form: FormData) => Promise<SettingsState>;

/** One template in one language: its field names, labels and what the page read from storage. */
export type TemplateLanguageFields = { language: string; restore: string; restoreLabel: string; subject: { name: string; label: string; value: string }; body: { name: string; label: string; value: string } };
export type TemplateGroup = { id: string; name: string; languages: TemplateLanguageFields[] };

/**
 * The reply templates in Settings: each template a group with its English and Japanese subject and
 * body, a button per language that puts the default back (the form is saved with it, so nothing
 * typed elsewhere is lost), and Save above and below. It works without JavaScript (a plain post of the form).
 */
export function ReplyTemplatesForm({ action, groups, words, placeholders }: { action: Action; groups: TemplateGroup[]; words: Record<string, string>; placeholders: { code: string; meaning: string }[] }) {
  const [state, formAction, pending] = useActionState(action, {});
  const failed = state.fields && Object.keys(state.fields).length > 0;
  const save = (
    <button type="submit" className={buttonClass} aria-disabled={pending || undefined}>
      {words.saveTemplates}
    </button>
  );
  return (
    <form key={state.at ?? 0} action={formAction} noValidate className="space-y-6">
      <div aria-live="polite">
        {state.done && (
          <p role="status" className="rounded border-l-4 border-green-700 bg-green-50 px-3 py-2 text-sm text-green-900">
            {words.templatesSaved}
          </p>
        )}
      </div>
      <div aria-live="assertive">
        {failed && (
          <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
            {words.fieldErrors}
          </p>
        )}
      </div>
      <div className="max-w-prose text-sm text-slate-700">
        <p>{words.replyTemplatesLead}</p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {placeholders.map((p) => (
            <div key={p.code} className="contents">
              <dt>
                <code className="rounded bg-slate-100 px-1">{p.code}</code>
              </dt>
              <dd>{p.meaning}</dd>
            </div>
          ))}
        </dl>
      </div>
      {/* First in the form, so that Enter in a subject saves (the first submit button is the form's
          default, and a restore button must not be). */}
      {save}
      {groups.map((group) => (
        <fieldset key={group.id} className="rounded border border-slate-200 p-4">
          <legend className="px-1 font-semibold">{group.name}</legend>
          <div className="grid gap-6 lg:grid-cols-2">
            {group.languages.map((l) => (
              <div key={l.language} className="space-y-3">
                {[l.subject, l.body].map((f) => {
                  const id = `templates-${f.name}`;
                  const error = state.fields?.[f.name] ? words[state.fields[f.name]] : undefined;
                  const common = {
                    id,
                    name: f.name,
                    defaultValue: state.values?.[f.name] ?? f.value,
                    'aria-invalid': error ? true : undefined,
                    'aria-describedby': describedByOf(id, undefined, error),
                    className: inputClass,
                  };
                  return (
                    <div key={f.name}>
                      <label htmlFor={id} className={labelClass}>
                        {f.label}
                      </label>
                      {f === l.subject ? <input type="text" {...common} /> : <textarea rows={12} {...common} />}
                      <FieldNotes id={id} error={error} />
                    </div>
                  );
                })}
                <button type="submit" name="restore" value={l.restore} className={secondaryButtonClass} aria-disabled={pending || undefined}>
                  {l.restoreLabel}
                </button>
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      {save}
    </form>
  );
}
