import { OutcomeNotice } from '@/components/admin/viewings/outcome-notice.client';
import { adminTranslator } from '@/lib/admin/i18n';
import { getDb } from '@/lib/server/db/client';
import { getViewing } from '@/lib/server/viewings/manage';
import { formatSlot } from '@/lib/viewings/time';

const DONE = ['confirmed', 'moved', 'declined', 'cancelled'] as const;

/** What the change a form made did (`?done=…&viewing=<id>`, set by ./actions.ts), said with the viewing as it now is. */
export async function Outcome({ query, language }: { query: Record<string, string | string[] | undefined>; language: 'en' | 'ja' }) {
  const done = DONE.find((d) => d === query.done);
  const id = typeof query.viewing === 'string' && /^\d{1,9}$/.test(query.viewing) ? Number(query.viewing) : null;
  if (!done || id === null) return null;
  const viewing = await getViewing(await getDb(), id, language);
  if (!viewing) return null;
  const t = await adminTranslator('viewings');
  const time = viewing.startsAt ? formatSlot(viewing.startsAt.getTime(), language === 'ja' ? 'jp' : 'en') : '';
  return <OutcomeNotice text={t(`done.${done}`, { id, time, agent: viewing.agentName ?? t('fields.noAgent') })} />;
}
