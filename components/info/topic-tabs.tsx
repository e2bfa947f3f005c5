import type { Lang } from '@/lib/api/lang';
import { topicPath } from '@/lib/info/topics';
import { localePath } from '@/lib/i18n/config';
import { ScrollKeepingNav } from './scroll-keeping-nav.client';

type Props = { lang: Lang; label: string; topics: readonly { id: number; slug: string; title: string }[]; activeId: number | null };

/**
 * The service-apartment topics: plain links rendered on the server, the shown one with
 * aria-current. With scripts, choosing one is a client navigation that pushes the topic's address
 * and keeps the scroll position (ScrollKeepingNav), so the list stays where it was clicked and
 * Back returns.
 */
export function TopicTabs({ lang, label, topics, activeId }: Props) {
  return (
    <ScrollKeepingNav label={label} testId="topic-tabs">
      <ul className="flex flex-col gap-1.5">
        {topics.map((topic) => {
          const current = topic.id === activeId;
          return (
            <li key={topic.id}>
              <a
                href={localePath(lang, topicPath(topic.slug))}
                aria-current={current ? 'page' : undefined}
                data-slug={topic.slug}
                className={`flex items-center justify-between gap-3 rounded-lg px-4 py-3 text-sm leading-snug focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  current ? 'border-l-4 border-brand-700 bg-brand-50 font-bold text-brand-800' : 'border-l-4 border-transparent font-medium text-slate-800 hover:bg-slate-50 hover:text-brand-700'
                }`}
              >
                {topic.title}
                <span aria-hidden="true">›</span>
              </a>
            </li>
          );
        })}
      </ul>
    </ScrollKeepingNav>
  );
}
