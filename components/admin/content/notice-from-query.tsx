import { Notice } from '../ui';

const KNOWN = ['saved', 'deleted', 'published', 'unpublished', 'notFound', 'uploaded', 'altSaved', 'futureDate'] as const;
type Known = (typeof KNOWN)[number];

/** The notice a redirect after an action asked for (`?notice=saved`), if it is one we know. */
export function NoticeFromQuery({ notice, words }: { notice: string | string[] | undefined; words: Partial<Record<Known, string>> }) {
  const key = KNOWN.find((k) => k === notice);
  if (!key || !words[key]) return null;
  return <Notice kind={key === 'notFound' || key === 'futureDate' ? 'error' : 'success'}>{words[key]}</Notice>;
}
