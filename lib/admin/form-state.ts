/**
 * What a back-office form's server action answers, for `useActionState`: the outcome, the message
 * key of each bad field, and what was typed (so a form sent without JavaScript comes back filled).
 */
export type FormState = {
  status: 'idle' | 'ok' | 'invalid' | 'error';
  fields?: Record<string, string>;
  values?: Record<string, string>;
  /** When it was answered: lets a repeated success show its notice again. */
  at?: number;
};

export const IDLE: FormState = { status: 'idle' };
