import type { Lang } from '@/lib/api/lang';
import type { ViewingInput } from '@/lib/forms/viewing';

/**
 * A booking form's values as react-hook-form holds them: text, as every form of the site. The
 * listings and their chosen times, which the visitor picks with buttons rather than types, are one
 * value (`items`, JSON) that the form sets; `another` is '1' while "Another time" is ticked.
 */
export type ViewingValues = {
  fullName: string;
  email: string;
  phone: string;
  people: string;
  viewingLanguage: string;
  another: string;
  otherTime: string;
  items: string;
};

export type ViewingItem = { propertyId: number; times: string[] };

/** The language of the viewing a visitor most likely wants: the page's. */
export function defaultViewingLanguage(lang: Lang): 'en' | 'ja' {
  return lang === 'jp' ? 'ja' : 'en';
}

export function initialValues(lang: Lang, items: readonly ViewingItem[] = []): ViewingValues {
  return { fullName: '', email: '', phone: '', people: '1', viewingLanguage: defaultViewingLanguage(lang), another: '', otherTime: '', items: JSON.stringify(items) };
}

function isItem(value: unknown): value is ViewingItem {
  return (
    !!value &&
    typeof value === 'object' &&
    'propertyId' in value &&
    typeof value.propertyId === 'number' &&
    'times' in value &&
    Array.isArray(value.times) &&
    value.times.every((t: unknown) => typeof t === 'string')
  );
}

/** The items a form holds (none when its value is not what the form wrote). */
export function itemsOf(values: Pick<ViewingValues, 'items'>): ViewingItem[] {
  try {
    const parsed: unknown = JSON.parse(values.items);
    return Array.isArray(parsed) && parsed.every(isItem) ? parsed : [];
  } catch {
    return [];
  }
}

/** POST /api/viewings's body for these values (without the guard's fields and the verification token). */
export function viewingRequest(values: ViewingValues, lang: Lang): ViewingInput {
  const otherTime = values.another ? values.otherTime.trim() : '';
  return {
    language: lang,
    items: itemsOf(values),
    ...(otherTime ? { otherTime } : {}),
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    people: values.people,
    // Checked by the schema, which refuses anything but 'en' and 'ja'.
    viewingLanguage: values.viewingLanguage as ViewingInput['viewingLanguage'],
  };
}
