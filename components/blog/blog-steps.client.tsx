'use client';
import { useSyncExternalStore } from 'react';
import { STORAGE, readString, subscribeStorage } from '@/lib/browser/storage';
import { neighbours, parseStoredResults } from '@/lib/detail/steps';

type Props = {
  id: number;
  /** Prefixed path up to the id: `/en/blog/detail`. */
  base: string;
  labels: { group: string; previous: string; next: string };
};

/**
 * Previous and next through the last blog list shown (`resultBlogSearch`), wrapping at both ends.
 * Nothing when this post is not in it (the visitor came from elsewhere).
 */
export function BlogSteps({ id, base, labels }: Props) {
  const raw = useSyncExternalStore(subscribeStorage, () => readString(STORAGE.resultBlogSearch), () => null);
  const steps = neighbours(parseStoredResults(raw), id);
  if (!steps) return null;
  const href = (item: { id: number; slug: string }) => `${base}/${item.id}${item.slug ? `/${encodeURIComponent(item.slug)}` : ''}`;
  const link =
    'inline-flex h-10 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600';
  return (
    <nav aria-label={labels.group} className="flex gap-2" data-testid="blog-steps">
      <a href={href(steps.prev)} rel="prev" className={link} data-testid="blog-prev" data-id={steps.prev.id}>
        <span aria-hidden="true">‹</span> {labels.previous}
      </a>
      <a href={href(steps.next)} rel="next" className={link} data-testid="blog-next" data-id={steps.next.id}>
        {labels.next} <span aria-hidden="true">›</span>
      </a>
    </nav>
  );
}
