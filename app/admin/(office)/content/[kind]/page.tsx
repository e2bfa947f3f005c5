import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { NoticeFromQuery } from '@/components/admin/content/notice-from-query';
import { Pager } from '@/components/admin/content/pager';
import { PostListTable } from '@/components/admin/content/post-list-table';
import { FilterBar } from '@/components/admin/filter-bar';
import { PageHeading, buttonClass } from '@/components/admin/ui';
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
      <FilterBar
        action={path}
        idPrefix="filter"
        words={{ legend: t('filters.legend'), apply: t('filters.apply'), reset: t('filters.clear') }}
        fields={[
          {
            type: 'select',
            name: 'status',
            label: t('filters.status'),
            value: status,
            options: [
              ['all', t('filters.statusAll')],
              ['published', t('filters.statusPublished')],
              ['draft', t('filters.statusDraft')],
            ],
          },
          ...(kind === 'blogs'
            ? [{ type: 'select', name: 'category', label: t('filters.category'), value: categoryId ? String(categoryId) : '', options: [['', t('filters.categoryAll')], ...categories.map((c) => [String(c.id), categoryName.get(c.id) ?? ''] as const)] } as const]
            : []),
          { type: 'search', name: 'q', label: t('filters.text'), value: text, maxLength: 200 },
        ]}
      />
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
