import Link from 'next/link';

/** Previous / next links that keep the list's filters. */
export function Pager({ path, query, page, pageCount, words }: { path: string; query: Record<string, string>; page: number; pageCount: number; words: { label: string; previous: string; next: string; status: string } }) {
  if (pageCount <= 1) return null;
  const href = (p: number) => `${path}?${new URLSearchParams({ ...query, page: String(p) }).toString()}`;
  const link = 'rounded border border-slate-400 px-3 py-1 text-sm text-teal-900 underline-offset-2 hover:underline';
  return (
    <nav aria-label={words.label} className="mt-4 flex items-center gap-4">
      {page > 1 && (
        <Link href={href(page - 1)} className={link}>
          {words.previous}
        </Link>
      )}
      <span className="text-sm text-slate-700">{words.status}</span>
      {page < pageCount && (
        <Link href={href(page + 1)} className={link}>
          {words.next}
        </Link>
      )}
    </nav>
  );
}
