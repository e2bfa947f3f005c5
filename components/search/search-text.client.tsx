'use client';
import { useTranslations } from 'next-intl';

/** The search forms' words: the `search` messages, handed to the form by its own provider (search-form.tsx). */
export function useSearchText() {
  return useTranslations('search');
}

export type SearchTranslate = ReturnType<typeof useSearchText>;
