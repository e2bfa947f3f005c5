import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { staffUsers } from '../db/schema';
import { mailConfig } from './config';
import { enqueueMail } from './outbox';
import { compose, mailTranslator } from './templates';

type AssignedItem = { id: number; name: string | null; email: string };

/**
 * Tells a staff member, in their back office's language, that inquiries are now theirs: through
 * the outbox, in the transaction that assigns them, so the mail exists exactly when the assignment
 * does. One item (the item's page) names it and links to it; several (a bulk assignment from the
 * list) make one mail listing each with its link, not a mail per item.
 */
export async function enqueueAssignedMail(tx: Tx, items: readonly AssignedItem[], assigneeId: string, actorName: string): Promise<void> {
  if (!items.length) return;
  const [assignee] = await tx.select({ name: staffUsers.name, email: staffUsers.email, language: staffUsers.language }).from(staffUsers).where(eq(staffUsers.id, assigneeId));
  if (!assignee) return;
  const { siteUrl } = mailConfig();
  const t = mailTranslator(assignee.language);
  const about = (item: AssignedItem) => ({ id: item.id, name: item.name || item.email, url: `${siteUrl}/admin/inbox/${item.id}` });
  const people = { assignee: assignee.name, actor: actorName };
  const [only] = items;
  const mail =
    items.length === 1
      ? { inboxItemId: only.id, subject: t('assigned.subject', { ...people, ...about(only) }), body: t('assigned.body', { ...people, ...about(only) }) }
      : {
          inboxItemId: null,
          subject: t('assigned.manySubject', { count: items.length }),
          body: t('assigned.manyBody', { ...people, count: items.length, lines: items.map((item) => t('assigned.line', about(item))).join('\n'), url: `${siteUrl}/admin/inbox?assignee=me` }),
        };
  await enqueueMail(tx, { kind: 'assigned', inboxItemId: mail.inboxItemId, language: assignee.language, to: assignee.email, subject: mail.subject, text: compose(t, siteUrl, [mail.body]) });
}
