import type { PostResult } from './post-form';

/**
 * What the visitor is told when a form's request did not succeed, as a key of `forms.failures`
 * (in the page's language: the API's own messages are English), and whether sending again can
 * help. Field errors of a 400 are mapped onto the fields by the form hook; this is the rest.
 */
export type FailureKey = 'network' | 'timeout' | 'server' | 'busy' | 'rateLimited' | 'tooLarge' | 'invalid' | 'refused';

export type FailureText = { key: FailureKey; values?: Record<string, number>; retryable: boolean };

export function failureText(result: Exclude<PostResult, { ok: true }>): FailureText {
  if (result.kind !== 'status') return { key: result.kind, retryable: true };
  const { status } = result;
  if (status === 429) return { key: 'rateLimited', values: { seconds: result.retryAfter ?? 60 }, retryable: false };
  if (status === 413) return { key: 'tooLarge', retryable: false };
  if (status === 503) return { key: 'busy', retryable: true };
  if (status >= 500) return { key: 'server', retryable: true };
  if (status === 400 && result.errors.length) return { key: 'invalid', retryable: false };
  return { key: 'refused', retryable: false };
}
