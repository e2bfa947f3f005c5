'use server';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { adminTranslator } from '@/lib/admin/i18n';
import { getDb, type Db } from '@/lib/server/db/client';
import { log } from '@/lib/observability/log';
import { requestAddress } from '@/lib/server/staff/audit';
import { requireStaff, type Staff } from '@/lib/server/staff/session';
import { cancelViewing, confirmViewing, declineViewing, getViewing, moveViewing } from '@/lib/server/viewings/manage';
import { ViewingConflict, ViewingRefused } from '@/lib/server/viewings/types';
import { returnPath, withOutcome } from '@/lib/viewings/agenda';

/**
 * What a viewing form shows after a refusal: the message (in the member's language), the field it
 * is about, and what was chosen or typed. A change that succeeded redirects instead (post, redirect,
 * get) to the page it was made from, which says what was done.
 */
export type ViewingState = { status: 'idle' | 'error'; message?: string; field?: string; values?: Record<string, string>; at?: number };

/** A staff note to the renter (a decline's reason, a move's explanation). */
const NOTE_MAX = 1_000;

function typed(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === 'string' && !k.startsWith('$')) values[k] = v;
  return values;
}

type Done = 'confirmed' | 'moved' | 'declined' | 'cancelled';
type T = Awaited<ReturnType<typeof adminTranslator<'viewings'>>>;
/** A change, or the refusal of what the form sent before anything is tried. */
type Change = (db: Db, actor: Staff, clientAddress: string, t: T) => Promise<void | { message: string; field: string }>;

/**
 * The steps every viewing action shares: the role first, then the change (manage.ts writes it, its
 * audit entry and its mails in one transaction), then the answer. A time taken meanwhile keeps the
 * form as it was with "That time was taken meanwhile"; a refusal says why in the member's language.
 */
async function run(id: number, form: FormData, done: Done, change: Change): Promise<ViewingState> {
  const back = returnPath(form.get('back'), id);
  const actor = await requireStaff('viewingsManage', back);
  const t = await adminTranslator('viewings');
  const values = typed(form);
  const db = await getDb();
  const refuse = (message: string, field?: string): ViewingState => ({ status: 'error', message, field, values, at: Date.now() });
  try {
    const refused = await change(db, actor, await requestAddress(), t);
    if (refused) return refuse(refused.message, refused.field);
  } catch (err) {
    if (err instanceof ViewingConflict) return refuse(t('errors.taken'), 'choice');
    if (err instanceof ViewingRefused) {
      if (err.field === 'start') return refuse(t('errors.startPast'), 'choice');
      if (err.field === 'agentId') return refuse(t('errors.agentUnavailable'), 'choice');
      // Otherwise the viewing is not as the form showed it (changed by someone else), or its listing is gone.
      const now = await getViewing(db, id, actor.language);
      if (!now) return refuse(t('errors.gone'));
      return now.status !== values.status ? refuse(t('errors.changed', { status: t(`statuses.${now.status}`) })) : refuse(t('errors.gone'));
    }
    log('viewings').error({ err, viewingId: id }, 'viewing action failed');
    return refuse(t('errors.unexpected'));
  }
  // The menu and both pages show viewings.
  revalidatePath('/admin', 'layout');
  redirect(withOutcome(back, done, id));
}

/** `start` (ms) and `agentId`: one of the renter's chosen times, with the agent held for it or another free one. */
export async function confirmViewingAction(id: number, _prev: ViewingState, form: FormData): Promise<ViewingState> {
  return run(id, form, 'confirmed', async (db, actor, address, t) => {
    const start = Number(form.get('start'));
    const agentId = String(form.get('agentId') ?? '');
    if (!Number.isSafeInteger(start) || !agentId) return { message: t('errors.choiceInvalid'), field: 'choice' };
    await confirmViewing(db, id, { start, agentId }, actor, address);
  });
}

/** `choice` ("<start ms>|<agent id>", from the day's free times) and an optional `note` to the renter. */
export async function moveViewingAction(id: number, _prev: ViewingState, form: FormData): Promise<ViewingState> {
  return run(id, form, 'moved', async (db, actor, address, t) => {
    const [rawStart, agentId = ''] = String(form.get('choice') ?? '').split('|');
    const start = Number(rawStart);
    const note = String(form.get('note') ?? '').trim();
    if (!rawStart || !Number.isSafeInteger(start) || !agentId) return { message: t('errors.choiceInvalid'), field: 'choice' };
    if (note.length > NOTE_MAX) return { message: t('errors.noteLong', { max: NOTE_MAX }), field: 'note' };
    await moveViewing(db, id, { start, agentId, note: note || undefined }, actor, address);
  });
}

/** An optional `note` to the renter, saying why. */
export async function declineViewingAction(id: number, _prev: ViewingState, form: FormData): Promise<ViewingState> {
  return run(id, form, 'declined', async (db, actor, address, t) => {
    const note = String(form.get('note') ?? '').trim();
    if (note.length > NOTE_MAX) return { message: t('errors.noteLong', { max: NOTE_MAX }), field: 'note' };
    await declineViewing(db, id, note || undefined, actor, address);
  });
}

export async function cancelViewingAction(id: number, _prev: ViewingState, form: FormData): Promise<ViewingState> {
  return run(id, form, 'cancelled', async (db, actor, address) => {
    await cancelViewing(db, id, 'staff', actor, address);
  });
}
