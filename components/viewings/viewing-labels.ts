import type { AbstractIntlMessages } from 'next-intl';
import { FORM_KEYS } from '@/components/forms/contact-labels';

type Raw = { raw: (key: string) => unknown };

const pick = (t: Raw, keys: readonly string[]): AbstractIntlMessages => Object.fromEntries(keys.map((key) => [key, t.raw(key) as AbstractIntlMessages[string]]));

/**
 * The booking dialogs' words as next-intl messages (`viewings.book`, `viewings.success`, for the
 * shortlist also `viewings.shortlist`, and the forms' shared `forms.*`), picked on the server by the
 * page that renders the button and handed to the dialog's own provider: only these reach the browser.
 * `tv` reads the viewings namespace, `tf` the forms namespace.
 */
export function viewingLabels(tv: Raw, tf: Raw, { shortlist = false } = {}): AbstractIntlMessages {
  return { viewings: pick(tv, shortlist ? ['book', 'success', 'shortlist'] : ['book', 'success']), forms: pick(tf, FORM_KEYS) };
}
