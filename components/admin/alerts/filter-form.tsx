import { FilterBar } from '@/components/admin/filter-bar';
import { adminTranslator } from '@/lib/admin/i18n';
import type { AlertStatus } from '@/lib/server/alerts/store';

export type AlertsFilters = { status?: AlertStatus; email: string };

/** The alerts' filters: a GET form, so a filtered list has an address of its own. */
export async function AlertsFilterForm({ filters }: { filters: AlertsFilters }) {
  const t = await adminTranslator('alerts');
  return (
    <FilterBar
      action="/admin/alerts"
      idPrefix="alerts"
      words={{ legend: t('filters.legend'), apply: t('filters.apply'), reset: t('filters.reset') }}
      fields={[
        { type: 'select', name: 'status', label: t('filters.status'), value: filters.status ?? '', options: [['', t('filters.all')], ...(['pending', 'confirmed', 'unsubscribed'] as const).map((s) => [s, t(`statuses.${s}`)] as const)] },
        { type: 'search', name: 'email', label: t('filters.email'), value: filters.email, maxLength: 254 },
      ]}
    />
  );
}
