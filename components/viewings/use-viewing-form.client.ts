'use client';
import { useEffect, useRef, type FormEvent } from 'react';
import type { Path } from 'react-hook-form';
import { useSiteForm } from '@/components/forms/use-site-form.client';
import type { Lang } from '@/lib/api/lang';
import type { BookingConflict, BookingResponse } from '@/lib/api/viewings';
import type { FormGuard } from '@/lib/forms/guard';
import { VIEWING_MAX_LISTINGS, VIEWING_MAX_TIMES } from '@/lib/forms/viewing';
import { initialValues, viewingRequest, type ViewingItem, type ViewingValues } from './values';

export type Booked = { answer: BookingResponse; values: ViewingValues };
export type Taken = BookingConflict['taken'];

type Options = {
  lang: Lang;
  guard: FormGuard;
  /** The listings and the times chosen for each, as the pickers hold them. */
  items: readonly ViewingItem[];
  /** Chosen times the server said were taken meanwhile: the form is not sent while one is still chosen. */
  taken: ReadonlySet<string>;
  onBooked: (booked: Booked) => void;
  /** A 409: the form's words for it (the caller marks the times and asks for the free ones again). */
  onTaken: (taken: Taken) => string;
};

/** The API's names for the items' problems (`items.0.times`, `items.1.propertyId`…) all land on the pickers. */
const ITEM_FIELDS: Partial<Record<string, Path<ViewingValues>>> = Object.fromEntries(
  Array.from({ length: VIEWING_MAX_LISTINGS }, (_, i) => [
    [`items.${i}`, 'items'],
    [`items.${i}.propertyId`, 'items'],
    [`items.${i}.times`, 'items'],
    ...Array.from({ length: VIEWING_MAX_TIMES + 1 }, (_, j) => [`items.${i}.times.${j}`, 'items']),
  ]).flat(),
);

function isBooking(answer: unknown): answer is BookingResponse {
  return !!answer && typeof answer === 'object' && 'viewings' in answer && Array.isArray(answer.viewings) && 'batchId' in answer;
}

function takenOf(answer: unknown): Taken {
  if (!answer || typeof answer !== 'object' || !('taken' in answer) || !Array.isArray(answer.taken)) return [];
  return answer.taken.filter((t: unknown): t is Taken[number] => !!t && typeof t === 'object' && 'propertyId' in t && 'start' in t && typeof t.start === 'string' && typeof t.propertyId === 'number');
}

/**
 * The booking forms' hook (a listing's dialog, the shortlist's): the site's form hook over the
 * viewing schema, posting to /api/viewings, with the pickers' choices kept in the form's `items`.
 * A 409 is the caller's to say and mark; while a taken time is still chosen, Send says so at the
 * pickers instead of sending. An error at the pickers takes the focus there (they come first).
 */
export function useViewingForm({ lang, guard, items, taken, onBooked, onTaken }: Options) {
  const site = useSiteForm<ViewingValues>({
    action: 'viewing',
    guard,
    initial: () => initialValues(lang, items),
    resolver: () => import('./resolver').then((m) => m.viewingResolver(lang)),
    serverFields: ITEM_FIELDS,
    request: (values, { token, guarded }) => ({ path: '/api/viewings', body: { ...viewingRequest(values, lang), token, ...guarded } }),
    answered: ({ status, answer }) => (status === 409 ? onTaken(takenOf(answer)) : undefined),
    onSent: (values, answer) => {
      if (isBooking(answer)) onBooked({ answer, values });
    },
  });
  const { form } = site;
  const picker = useRef<HTMLDivElement>(null);

  // The pickers' choices are a value of the form, checked with the rest once the visitor has tried to send.
  form.register('items');
  form.register('another');
  const itemsText = JSON.stringify(items);
  useEffect(() => {
    form.setValue('items', itemsText, { shouldValidate: form.formState.isSubmitted });
  }, [form, itemsText]);

  const itemsError = site.errors.items?.message;
  const submits = form.formState.submitCount;
  useEffect(() => {
    if (submits && itemsError) picker.current?.focus();
  }, [submits, itemsError]);

  const stillTaken = items.some((item) => item.times.some((t) => taken.has(t)));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (stillTaken) {
      event.preventDefault();
      form.setError('items', { type: 'taken', message: 'viewingTaken' });
      picker.current?.focus();
      return;
    }
    return site.formProps.onSubmit(event);
  };

  return {
    ...site,
    formProps: { ...site.formProps, onSubmit },
    /** The pickers' group: where an error about the times is said, and focus goes. */
    picker,
    itemsError: site.errorText(itemsError),
    setAnother: (on: boolean) => form.setValue('another', on ? '1' : ''),
  };
}
