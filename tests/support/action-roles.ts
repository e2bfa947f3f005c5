import { count } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { appSettings, auditLog, banners, blogs, projects, searchAlerts, specialLists, staffUsers } from '@/lib/server/db/schema';
import { makeStaff, sessionCookie } from './staff';

/** What the server-action role tests share (tests/staff/action-roles.test.ts, action-refusals.test.ts). */
export const forbidden = expect.objectContaining({ digest: 'NEXT_HTTP_ERROR_FALLBACK;403' });

export const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  return form;
};

/**
 * A signed-in agent, editor and admin (their session cookies, filled before the file's tests run),
 * and another editor for the admin's actions to act on.
 */
export function staffSessions() {
  const cookies: Record<'agent' | 'editor' | 'admin', string> = { agent: '', editor: '', admin: '' };
  const victim = { id: '' };
  beforeAll(async () => {
    for (const role of ['agent', 'editor', 'admin'] as const) cookies[role] = await sessionCookie((await makeStaff(role)).email);
    victim.id = (await makeStaff('editor')).id;
  });
  return { cookies, victim };
}

/** What any of these actions could change: the rows it writes and the audit log. */
export async function snapshot() {
  const db = await getDb();
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0].n;
  return {
    audit: await n(db.select({ n: count() }).from(auditLog)),
    staff: await db.select({ id: staffUsers.id, role: staffUsers.role, disabled: staffUsers.disabled }).from(staffUsers).orderBy(staffUsers.id),
    settings: await db.select({ key: appSettings.key, value: appSettings.value }).from(appSettings).orderBy(appSettings.key),
    alerts: await db.select({ id: searchAlerts.id, unsubscribedAt: searchAlerts.unsubscribedAt }).from(searchAlerts).orderBy(searchAlerts.id),
    posts: await db.select().from(blogs).orderBy(blogs.id),
    banners: await db.select().from(banners).orderBy(banners.id),
    specialLists: await db.select().from(specialLists).orderBy(specialLists.id),
    projects: await db.select().from(projects).orderBy(projects.id),
  };
}

export const settingsForm = () => formOf({ default: 'office@agency.test', jpy: '150', vnd: '25000', asOf: '2026-11-27' });
/** What the settings action answers after saving settingsForm(): the stored values, for the form to show. */
export const settingsSaved = { done: true, at: expect.any(Number), values: { default: 'office@agency.test', jpy: '150', vnd: '25000', asOf: '2026-11-27', replyAddress: 'shared' } };
export const postForm = (kind: string, extra: Record<string, string> = {}) =>
  formOf({ kind, titleEn: 'Role test', titleJa: 'ロールテスト', slug: `role-test-${kind}`, contentEn: '<p>x</p>', contentJa: '<p>x</p>', publicDate: `${new Date().getUTCFullYear() + 4}-01-01`, ...extra });
