'use client';
import { useActionState } from 'react';
import type { StaffFormState } from '@/app/admin/(office)/staff/actions';
import { buttonClass, fieldErrorClass, inputClass, labelClass, secondaryButtonClass } from './ui';

type Action = (state: StaffFormState, form: FormData) => Promise<StaffFormState>;
export type StaffWords = { words: Record<string, string>; roles: Record<string, string> };
const ROLES = ['admin', 'editor', 'agent'] as const;

function fill(text: string, values: Record<string, string | undefined>) {
  return text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}

function Outcome({ state, words }: { state: StaffFormState; words: StaffWords }) {
  if (state.done) {
    const text = state.done === 'created' ? fill(words.words.created, { email: state.email, password: state.password }) : state.done === 'passwordReset' ? fill(words.words.passwordReset, { email: state.email, password: state.password }) : words.words.saved;
    return (
      <p role="status" className="rounded border-l-4 border-green-700 bg-green-50 px-3 py-2 text-sm text-green-900" data-testid="staff-outcome">
        {text}
      </p>
    );
  }
  if (state.error && words.words[state.error]) {
    return (
      <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
        {words.words[state.error]}
      </p>
    );
  }
  return null;
}

export function AddStaffForm({ action, words }: { action: Action; words: StaffWords }) {
  const [state, formAction, pending] = useActionState(action, {});
  const error = (name: string) => (state.fields?.[name] ? words.words[state.fields[name]] : undefined);
  const field = (name: string, label: string, input: React.ReactNode) => (
    <div>
      <label htmlFor={`staff-new-${name}`} className={labelClass}>
        {label}
      </label>
      {input}
      {error(name) && (
        <p id={`staff-new-${name}-error`} className={fieldErrorClass}>
          {error(name)}
        </p>
      )}
    </div>
  );
  const aria = (name: string) => ({ 'aria-invalid': error(name) ? true : undefined, 'aria-describedby': error(name) ? `staff-new-${name}-error` : undefined });
  return (
    <form action={formAction} noValidate className="space-y-4">
      <Outcome state={state} words={words} />
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', words.words.name, <input id="staff-new-name" name="name" required maxLength={100} className={inputClass} {...aria('name')} />)}
        {field('email', words.words.email, <input id="staff-new-email" name="email" type="email" required className={inputClass} {...aria('email')} />)}
        {field(
          'role',
          words.words.role,
          <select id="staff-new-role" name="role" defaultValue="agent" className={inputClass} {...aria('role')}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {words.roles[r]}
              </option>
            ))}
          </select>,
        )}
        {field(
          'language',
          words.words.language,
          <select id="staff-new-language" name="language" defaultValue="en" className={inputClass}>
            <option value="en">{words.words.english}</option>
            <option value="ja">{words.words.japanese}</option>
          </select>,
        )}
      </div>
      <button type="submit" className={buttonClass} aria-disabled={pending || undefined}>
        {words.words.create}
      </button>
    </form>
  );
}

/** One member's role and status, with their own save and password-reset buttons. */
export function StaffRowForm({ action, words, member }: { action: Action; words: StaffWords; member: { id: string; name: string; role: string; disabled: boolean } }) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="id" value={member.id} />
      <div>
        <label htmlFor={`role-${member.id}`} className="sr-only">
          {`${words.words.role}: ${member.name}`}
        </label>
        <select id={`role-${member.id}`} name="role" defaultValue={member.role} className={inputClass}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {words.roles[r]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`status-${member.id}`} className="sr-only">
          {`${words.words.status}: ${member.name}`}
        </label>
        <select id={`status-${member.id}`} name="status" defaultValue={member.disabled ? 'disabled' : 'active'} className={inputClass}>
          <option value="active">{words.words.active}</option>
          <option value="disabled">{words.words.disabled}</option>
        </select>
      </div>
      <button type="submit" name="intent" value="save" className={buttonClass} aria-disabled={pending || undefined}>
        {words.words.save}
      </button>
      <button type="submit" name="intent" value="reset" className={secondaryButtonClass} aria-disabled={pending || undefined}>
        {words.words.resetPassword}
      </button>
      <div className="basis-full">
        <Outcome state={state} words={words} />
      </div>
    </form>
  );
}
