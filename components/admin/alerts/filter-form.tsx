import Link from 'next/link';
import { buttonClass, inputClass, labelClass } from '@/components/admin/ui';
import { adminTranslator } from '@/lib/admin/i18n';
import type { AlertStatus } from '@/lib/server/alerts/store';

export type AlertsFilters = { status?: AlertStatus; email: string };

/** The alerts' filters: a GET form, so a filtered list has an address of its own. */
export async function AlertsFilterForm({ filters }: { filters: AlertsFilters }) {
  const t = await adminTranslator('alerts');
  return (
    <form method="get" action="/admin/alerts" className="mb-6 rounded border border-slate-200 bg-white p-4 shadow-sm">
      <fieldset>
        <legend className="mb-3 text-base font-semibold text-slate-900">{t('filters.legend')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="alerts-status" className={labelClass}>
              {t('filters.status')}
            </label>
            <select id="alerts-status" name="status" defaultValue={filters.status ?? ''} className={inputClass}>
              <option value="">{t('filters.all')}</option>
              {(['pending', 'confirmed', 'unsubscribed'] as const).map((s) => (
                <option key={s} value={s}>
                  {t(`statuses.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="alerts-email" className={labelClass}>
              {t('filters.email')}
            </label>
            <input id="alerts-email" name="email" type="search" maxLength={254} defaultValue={filters.email} className={inputClass} />
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <button type="submit" className={buttonClass}>
            {t('filters.apply')}
          </button>
          <Link href="/admin/alerts" className="text-sm text-teal-800 underline">
            {t('filters.reset')}
          </Link>
        </div>
      </fieldset>
    </form>
  );
}
