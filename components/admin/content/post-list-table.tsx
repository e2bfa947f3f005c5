import Link from 'next/link';
import { tableClass } from '../ui';

type Row = { id: number; slug: string; title: string; category: string; publicDate: string; isPublished: boolean };
type Words = Record<'title' | 'slug' | 'category' | 'date' | 'status' | 'actions' | 'published' | 'draft' | 'none' | 'edit' | 'publish' | 'unpublish' | 'editNamed' | 'publishNamed' | 'unpublishNamed', string>;

const named = (pattern: string, name: string) => pattern.replace('{name}', name);
const smallButton = 'rounded border border-slate-500 bg-white px-2 py-1 text-xs font-semibold text-slate-900 hover:bg-slate-100';

/**
 * Posts with a publish / unpublish button each (a plain form, so it works without JavaScript). On a
 * phone each post is a card (admin.css `.admin-cards`, each line headed by its column's name).
 */
export function PostListTable({ kind, items, caption, words, returnTo, publishAction }: { kind: 'blogs' | 'news'; items: Row[]; caption: string; words: Words; returnTo: string; publishAction: (form: FormData) => Promise<void> }) {
  return (
    <div className="rounded border border-slate-200 bg-white md:overflow-x-auto">
      <table className={`${tableClass} admin-cards`}>
        <caption className="px-3 py-2 text-left text-sm text-slate-700">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{words.title}</th>
            <th scope="col">{words.slug}</th>
            {kind === 'blogs' && <th scope="col">{words.category}</th>}
            <th scope="col">{words.date}</th>
            <th scope="col">{words.status}</th>
            <th scope="col">{words.actions}</th>
          </tr>
        </thead>
        <tbody>
          {items.length === 0 && (
            <tr>
              <td colSpan={kind === 'blogs' ? 6 : 5}>{words.none}</td>
            </tr>
          )}
          {items.map((p) => (
            <tr key={p.id}>
              <th scope="row" className="font-normal">
                <Link href={`/admin/content/${kind}/${p.id}`} className="text-teal-800 underline-offset-2 hover:underline">
                  {p.title}
                </Link>
              </th>
              <td data-label={words.slug} className="font-mono text-xs">
                {p.slug}
              </td>
              {kind === 'blogs' && <td data-label={words.category}>{p.category}</td>}
              <td data-label={words.date} className="whitespace-nowrap">
                {p.publicDate}
              </td>
              <td data-label={words.status}>{p.isPublished ? words.published : words.draft}</td>
              <td>
                <div className="flex flex-wrap gap-2">
                  <Link href={`/admin/content/${kind}/${p.id}`} className={smallButton} aria-label={named(words.editNamed, p.title)}>
                    {words.edit}
                  </Link>
                  <form action={publishAction}>
                    <input type="hidden" name="kind" value={kind} />
                    <input type="hidden" name="id" value={p.id} />
                    <input type="hidden" name="publish" value={p.isPublished ? 'false' : 'true'} />
                    <input type="hidden" name="returnTo" value={returnTo} />
                    <button type="submit" className={smallButton} aria-label={named(p.isPublished ? words.unpublishNamed : words.publishNamed, p.title)}>
                      {p.isPublished ? words.unpublish : words.publish}
                    </button>
                  </form>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
