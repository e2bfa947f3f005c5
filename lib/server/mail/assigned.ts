import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { staffUsers } from '../db/schema';
import { mailConfig } from './config';
import { enqueueMail } from './outbox';
import { compose, mailTranslator } from './templates';

/**
 * Tells a staff member, in their back office's language, that an inquiry is now theirs: through
 * the outbox, in the transaction that assigns it, so the mail exists exactly when the assignment does.
 */
export async function enqueueAssignedMail(tx: Tx, item: { id: number; name: string | null; email: string }, assigneeId: string, actorName: string): Promise<void> {
  const [assignee] = await tx.select({ name: staffUsers.name, email: staffUsers.email, language: staffUsers.language }).from(staffUsers).where(eq(staffUsers.id, assigneeId));
  if (!assignee) return;
  const { siteUrl } = mailConfig();
  const t = mailTranslator(assignee.language);
  const values = { id: item.id, assignee: assignee.name, actor: actorName, name: item.name || item.email, url: `${siteUrl}/admin/inbox/${item.id}` };
  await enqueueMail(tx, {
    kind: 'assigned',
    inboxItemId: item.id,
    language: assignee.language,
    to: assignee.email,
    subject: t('assigned.subject', values),
    text: compose(t, siteUrl, [t('assigned.body', values)]),
  });
}
