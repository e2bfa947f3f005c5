import Link from 'next/link';
import type { ReactNode } from 'react';
import { adminTranslator } from '@/lib/admin/i18n';
import { PageHeading, dangerButtonClass, secondaryButtonClass } from '../ui';

/** "Delete …?" with the item's name, a delete button and a way back; `lead` and `children` (a preview) where the usual words do not fit. */
export async function ConfirmDelete({
  name,
  action,
  hidden,
  cancelHref,
  lead,
  children,
}: {
  name: string;
  action: (form: FormData) => Promise<void>;
  hidden: Record<string, string>;
  cancelHref: string;
  lead?: string;
  children?: ReactNode;
}) {
  const t = await adminTranslator('content');
  return (
    <>
      <PageHeading title={t('delete.title', { name })} lead={lead ?? t('delete.lead')} />
      {children}
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
