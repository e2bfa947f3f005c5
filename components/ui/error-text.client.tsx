'use client';
import { createContext, useContext, type ReactNode } from 'react';

export type ErrorText = { title: string; text: string; retry: string };

const Context = createContext<ErrorText>({ title: '', text: '', retry: '' });

/**
 * The error page's words (messages `error.*`), translated by the layout: app/[lang]/error.tsx is
 * a client component Next renders by itself, so it reads them here rather than through an i18n
 * runtime in the browser.
 */
export function ErrorTextProvider({ value, children }: { value: ErrorText; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useErrorText(): ErrorText {
  return useContext(Context);
}
