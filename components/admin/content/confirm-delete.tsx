import Link from 'next/link';
import { adminTranslator } from '@/lib/admin/i18n';
import { PageHeading, dangerButtonClass, secondaryButtonClass } from '../ui';

/** "Delete …?" with the item's name, a delete button and a way back. */
export async function ConfirmDelete({ name, action, hidden, cancelHref }: { name: string; action: (form: FormData) => Promise<void>; hidden: Record<string, string>; cancelHref: string }) {
  const t = await adminTranslator('content');
  return (
    <>
      <PageHeading title={t('delete.title', { name })} lead={t('delete.lead')} />
      <form action={action} className="flex flex-wrap gap-3">
        {Object.entries(hidden).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <button type="submit" className={dangerButtonClass}>
          {t('delete.confirm')}
        </button>
        <Link href={cancelHref} className={secondaryButtonClass}>
          {t('delete.cancel')}
        </Link>
      </form>
    </>
  );
}
