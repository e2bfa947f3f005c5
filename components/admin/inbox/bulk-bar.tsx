import { bulkAction } from '@/app/admin/(office)/inbox/actions';
import { buttonClass, dangerButtonClass, inputClass, labelClass, secondaryButtonClass } from '@/components/admin/ui';
import { adminTranslator } from '@/lib/admin/i18n';
import type { Assignable } from '@/lib/server/inbox/staff';

export const BULK_FORM_ID = 'inbox-bulk';

/**
 * What to do with the ticked items: a plain form (the list's tick boxes join it through their
 * `form` attribute), one submit button per change, so it works without JavaScript. `back` is the
 * list's query, to come back to the same filtered page.
 */
export async function BulkBar({ back, staff }: { back: string; staff: Assignable[] }) {
  const t = await adminTranslator('inbox');
  return (
    <form id={BULK_FORM_ID} action={bulkAction} aria-labelledby="bulk-legend" className="mb-3 flex flex-wrap items-end gap-3 rounded border border-slate-200 bg-white p-3">
      <p id="bulk-legend" className="w-full text-sm font-semibold text-slate-800">
        {t('bulk.legend')}
      </p>
      <input type="hidden" name="back" value={back} />
      <button type="submit" name="operation" value="close" className={secondaryButtonClass}>
        {t('bulk.close')}
      </button>
      <button type="submit" name="operation" value="spam" className={dangerButtonClass}>
        {t('bulk.spam')}
      </button>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="bulk-assignee" className={labelClass}>
            {t('bulk.assignee')}
          </label>
          <select id="bulk-assignee" name="assigneeId" defaultValue="" className={inputClass}>
            <option value="">{t('list.unassigned')}</option>
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" name="operation" value="assign" className={buttonClass}>
          {t('bulk.assign')}
        </button>
      </div>
    </form>
  );
}
