import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { NoticeFromQuery } from '@/components/admin/content/notice-from-query';
import { Pager } from '@/components/admin/content/pager';
import { PostListTable } from '@/components/admin/content/post-list-table';
import { PageHeading, buttonClass, inputClass, labelClass, secondaryButtonClass } from '@/components/admin/ui';
import { adminLanguage, adminMessages, adminTranslator } from '@/lib/admin/i18n';
import { pageNumber } from '@/lib/server/content-admin/form';
import { isPostKind, listCategories, listPosts, type PostStatus } from '@/lib/server/content-admin/posts';
import { getDb } from '@/lib/server/db/client';
import { requireStaff } from '@/lib/server/staff/session';
import { publishPostAction } from '../actions';

type Props = { params: Promise<{ kind: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind } = await params;
  return isPostKind(kind) ? { title: (await adminTranslator('content'))(`kinds.${kind}`) } : {};
}

/** Blog posts or news releases: filters in the address (a plain GET form), pages of 20. */
export default async function PostListPage({ params, searchParams }: Props) {
  const { kind } = await params;
  await requireStaff('content', `/admin/content/${isPostKind(kind) ? kind : ''}`);
  if (!isPostKind(kind)) notFound();
  const sp = await searchParams;
  const t = await adminTranslator('content');
  const lang = await adminLanguage();
  const db = await getDb();
  const status: PostStatus = one(sp.status) === 'published' ? 'published' : one(sp.status) === 'draft' ? 'draft' : 'all';
  const categoryRaw = one(sp.category);
  const categoryId = /^\d{1,6}$/.test(categoryRaw) ? Number(categoryRaw) : null;
  const text = one(sp.q).slice(0, 200);
  const [categories, list] = await Promise.all([listCategories(db), listPosts(db, kind, { status, categoryId: kind === 'blogs' ? categoryId : null, text, page: pageNumber(sp.page) })]);
  const categoryName = new Map(categories.map((c) => [c.id, lang === 'ja' ? c.nameJa : c.nameEn]));
  const path = `/admin/content/${kind}`;
  const query: Record<string, string> = {};
  if (status !== 'all') query.status = status;
  if (categoryId && kind === 'blogs') query.category = String(categoryId);
  if (text) query.q = text;
  const returnTo = `${path}?${new URLSearchParams({ ...query, page: String(list.page) }).toString()}`;
  const messages = await adminMessages('content');
  return (
    <>
      <PageHeading title={t(`kinds.${kind}`)} lead={t(`kindLeads.${kind}`)}>
        <Link href={`${path}/new`} className={buttonClass}>
          {t(`new.${kind}`)}
        </Link>
      </PageHeading>
      <p className="mb-4 text-sm">
        <Link href="/admin/content" className="text-teal-800 underline">
          {t('backToIndex')}
        </Link>
      </p>
      <NoticeFromQuery notice={sp.notice} words={messages.notices} />
      <form method="get" action={path} className="mb-6 rounded border border-slate-200 bg-white p-4">
        <fieldset className="flex flex-wrap items-end gap-4">
          <legend className="mb-2 px-1 font-semibold">{t('filters.legend')}</legend>
          <div>
            <label htmlFor="filter-status" className={labelClass}>
              {t('filters.status')}
            </label>
            <select id="filter-status" name="status" defaultValue={status} className={inputClass}>
              <option value="all">{t('filters.statusAll')}</option>
              <option value="published">{t('filters.statusPublished')}</option>
              <option value="draft">{t('filters.statusDraft')}</option>
            </select>
          </div>
          {kind === 'blogs' && (
            <div>
              <label htmlFor="filter-category" className={labelClass}>
                {t('filters.category')}
              </label>
              <select id="filter-category" name="category" defaultValue={categoryId ? String(categoryId) : ''} className={inputClass}>
                <option value="">{t('filters.categoryAll')}</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {categoryName.get(c.id)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div>
            <label htmlFor="filter-q" className={labelClass}>
              {t('filters.text')}
            </label>
            <input id="filter-q" name="q" type="search" defaultValue={text} maxLength={200} className={inputClass} />
          </div>
          <button type="submit" className={buttonClass}>
            {t('filters.apply')}
          </button>
          <Link href={path} className={secondaryButtonClass}>
            {t('filters.clear')}
          </Link>
        </fieldset>
      </form>
      <PostListTable
        kind={kind}
        items={list.items.map((i) => ({ ...i, title: lang === 'ja' ? i.titleJa : i.titleEn, category: i.categoryId ? (categoryName.get(i.categoryId) ?? '') : '' }))}
        caption={t('table.caption', { kind: t(`kinds.${kind}`), total: list.total })}
        words={messages.table}
        returnTo={returnTo}
        publishAction={publishPostAction}
      />
      <Pager path={path} query={query} page={list.page} pageCount={list.pageCount} words={{ ...messages.paging, status: t('paging.status', { page: list.page, pages: list.pageCount }) }} />
    </>
  );
}
