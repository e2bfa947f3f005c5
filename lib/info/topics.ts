/**
 * Which service-apartment topic an address shows: `/useful-service-apartment` shows the
 * first topic, `/useful-service-apartment/{slug}` the topic with that slug. An unknown slug goes
 * back to the base address; a deeper path is not a page.
 */
export const TOPIC_BASE_PATH = '/useful-service-apartment';

type Topic = { slug: string };

export type TopicRoute<T extends Topic> =
  /** `topic` is null when there are no topics at all (the page says so). */
  | { kind: 'topic'; topic: T | null; path: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' };

/** The address of a topic's own page. */
export function topicPath(slug: string): string {
  return `${TOPIC_BASE_PATH}/${encodeURIComponent(slug)}`;
}

/** `segments`: what follows `/useful-service-apartment` in the address (none, one slug, or more). */
export function resolveTopic<T extends Topic>(topics: readonly T[], segments: readonly string[] = []): TopicRoute<T> {
  if (segments.length > 1) return { kind: 'notFound' };
  if (segments.length === 0) return { kind: 'topic', topic: topics[0] ?? null, path: TOPIC_BASE_PATH };
  const topic = topics.find((t) => t.slug === segments[0]);
  return topic ? { kind: 'topic', topic, path: topicPath(topic.slug) } : { kind: 'redirect', to: TOPIC_BASE_PATH };
}
