'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { AbstractIntlMessages } from 'next-intl';
import type { Lang } from '@/lib/api/lang';
import type { FormGuard } from '@/lib/forms/guard';
import { localePath } from '@/lib/i18n/config';
import { FormIntl } from './form-intl.client';
import { NewsletterView, type NewsletterLabels } from './newsletter-view';
import { FormNotices } from './send-row.client';
import { useSiteForm } from './use-site-form.client';

type Props = {
  lang: Lang;
  labels: NewsletterLabels;
  /** The forms' shared messages (`forms`), picked on the server, for the form hook. */
  messages: AbstractIntlMessages;
  /** The page's form token and fill time, from the server render. */
  guard: FormGuard;
  /** What the visitor typed into the server's field before this island came, and whether it had focus. */
  typed?: string;
  focused?: boolean;
};

type Values = { email: string };

const resolver = () => import('./resolvers').then((m) => m.newsletterResolver<Values>());

/**
 * The newsletter sign-up in every page's footer on the site's form hook:
 * 'Email is required' and 'Invalid email address' under the field, Subscribe waits for human
 * verification, a success goes to the subscribe thank-you page, a failure is said in the page's
 * language (with a retry when sending again can help).
 */
export function NewsletterForm({ messages, ...props }: Props) {
  return (
    <FormIntl lang={props.lang} messages={messages}>
      <NewsletterBody {...props} />
    </FormIntl>
  );
}

function NewsletterBody({ lang, labels, guard, typed = '', focused = false }: Omit<Props, 'messages'>) {
  const router = useRouter();
  const site = useSiteForm<Values>({
    action: 'newsletter',
    guard,
    initial: () => ({ email: '' }),
    resolver,
    request: ({ email }, { token, guarded }) => ({ path: '/api/newsletters', body: { email: email.trim(), language: lang, ...(token ? { token } : {}), ...guarded } }),
    onSent: () => router.push(localePath(lang, '/notification/subscribe')),
  });
  const { setFocus } = site.form;
  useEffect(() => {
    // Focus was in the server's field when this island replaced it: it stays in the field.
    if (focused) setFocus('email');
  }, [focused, setFocus]);
  // What was typed into the server's field before the island came stays in it.
  const { ref, error, ...input } = site.field('email');

  return (
    <NewsletterView
      labels={labels}
      canSend={site.verification.verified}
      sending={site.sending}
      error={error}
      form={site.formProps}
      input={{ ...input, defaultValue: typed }}
      inputRef={ref}
      trapRef={site.trap}
      footer={<FormNotices verification={site.verification} failure={site.failure} onRetry={site.retry} testId="newsletter" />}
    />
  );
}
