import { Notice } from '@/components/admin/ui';
import { adminTranslator } from '@/lib/admin/i18n';
import { BULK_OPERATIONS } from '@/lib/inbox/values';

type Query = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const ERRORS = ['bulkNone', 'bulkOperation', 'assignee'] as const;

/** What the last bulk change did, read from the address the bulk form returned to. */
export async function BulkNotice({ query }: { query: Query }) {
  const t = await adminTranslator('inbox');
  const operation = BULK_OPERATIONS.find((o) => o === first(query.bulk));
  const error = ERRORS.find((e) => e === first(query.bulkError));
  if (error) return <Notice kind="error">{t(`bulk.errors.${error}`)}</Notice>;
  if (!operation) return null;
  const changed = Math.max(0, Math.min(10_000, Number(first(query.changed)) || 0));
  return <Notice kind="success">{t(`bulk.done.${operation}`, { changed })}</Notice>;
}
