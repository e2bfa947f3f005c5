import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import type { FormGuard } from '@/lib/forms/guard';
import { formMinFillMs, issueFormToken } from '@/lib/security/form-token';

/**
 * The form token of this request, for every form the page renders (one per request: React's
 * `cache`). `connection()` keeps the page out of any static prerender, where one token would be
 * baked into the build. A page the production server keeps in its page cache gets a fresh token in
 * each answer in place of this one (FORM_TOKEN_PATTERN).
 */
export const formGuard = cache(async (): Promise<FormGuard> => {
  await connection();
  return { token: issueFormToken(), minFillMs: formMinFillMs() };
});
