import { and, count, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

// The server actions read the session cookie through next/headers: the test hands them one.
const { request, revalidated } = await vi.hoisted(() => import('../support/staff-request'));
vi.mock('next/headers', () => import('../support/staff-request').then((m) => m.nextHeaders));
vi.mock('next/cache', () => import('../support/staff-request').then((m) => m.nextCache));

import { sendDueDigestsAction, unsubscribeAlertAction } from '@/app/admin/(office)/alerts/actions';
import {
  deleteBannerAction,
  deletePostAction,
  deleteSpecialListAction,
  publishPostAction,
  saveBannerAction,
  savePostAction,
  saveSpecialListAction,
} from '@/app/admin/(office)/content/actions';
import { deleteProjectAction, saveProjectAction } from '@/app/admin/(office)/listings/actions';
import { saveSettingsAction } from '@/app/admin/(office)/settings/actions';
import { changePasswordAction, switchLanguageAction } from '@/app/admin/(office)/account/actions';
import { addStaffAction, updateStaffAction } from '@/app/admin/(office)/staff/actions';
import { getDb } from '@/lib/server/db/client';
import { appSettings, auditLog, banners, BLOG_POST, blogs, districts, NEWS_RELEASE, ownerSubmissions, projects, properties, propertyTypes, specialLists, staffAccounts, staffUsers } from '@/lib/server/db/schema';
import { parseProperty } from '@/lib/server/listings/form';
import { createFromOwner } from '@/lib/server/listings/from-owner';
import { makeStaff, sessionCookie, TEST_PASSWORD } from '../support/staff';
import { forbidden, formOf, postForm, settingsForm, settingsSaved, snapshot, staffSessions } from '../support/action-roles';

const { cookies, victim: another } = staffSessions();
const redirectTo = (path: string) => expect.objectContaining({ digest: expect.stringContaining(path) });

describe('the admin-only actions (staff, settings, alerts)', () => {
  for (const role of ['agent', 'editor'] as const) {
    it(`answer 403 to an ${role} and change nothing`, async () => {
      const before = await snapshot();
      request.cookie = cookies[role];
      await expect(addStaffAction({}, formOf({ name: 'Intruder', email: 'intruder@staff.test', role: 'admin' }))).rejects.toEqual(forbidden);
      await expect(updateStaffAction({}, formOf({ id: another.id, role: 'admin', status: 'active' }))).rejects.toEqual(forbidden);
      await expect(updateStaffAction({}, formOf({ id: another.id, intent: 'reset' }))).rejects.toEqual(forbidden);
      await expect(updateStaffAction({}, formOf({ id: another.id, role: 'editor', status: 'disabled' }))).rejects.toEqual(forbidden);
      await expect(saveSettingsAction({}, settingsForm())).rejects.toEqual(forbidden);
      await expect(unsubscribeAlertAction(formOf({ id: String(before.alerts[0]?.id ?? 1) }))).rejects.toEqual(forbidden);
      await expect(sendDueDigestsAction(formOf({}))).rejects.toEqual(forbidden);
      expect(await snapshot()).toEqual(before);
    });
  }

  it('send a visitor without a session to the sign-in page', async () => {
    const before = await snapshot();
    request.cookie = '';
    await expect(addStaffAction({}, formOf({ name: 'X', email: 'x@staff.test', role: 'admin' }))).rejects.toEqual(redirectTo('/admin/sign-in'));
    await expect(saveSettingsAction({}, settingsForm())).rejects.toEqual(redirectTo('/admin/sign-in'));
    await expect(sendDueDigestsAction(formOf({}))).rejects.toEqual(redirectTo('/admin/sign-in'));
    expect(await snapshot()).toEqual(before);
  });

  it('let an admin through (the same forms do change things)', async () => {
    request.cookie = cookies.admin;
    revalidated.length = 0;
    expect(await updateStaffAction({}, formOf({ id: another.id, role: 'agent', status: 'active' }))).toEqual({ done: 'saved', at: expect.any(Number) });
    // The staff list is rendered again, so the select shows the role just stored.
    expect(revalidated).toContain('/admin/staff');
    const db = await getDb();
    const [victim] = await db.select({ role: staffUsers.role }).from(staffUsers).where(eq(staffUsers.id, another.id));
    expect(victim.role).toBe('agent');
    expect(await saveSettingsAction({}, settingsForm())).toEqual(settingsSaved);
  });
});

describe('the content actions', () => {
  it('answer 403 to an agent and change nothing', async () => {
    const db = await getDb();
    const [post] = await db.select().from(blogs).limit(1);
    const [banner] = await db.select().from(banners).limit(1);
    const [list] = await db.select().from(specialLists).limit(1);
    const before = await snapshot();
    request.cookie = cookies.agent;
    const kind = post.postType === NEWS_RELEASE ? 'news' : 'blogs';
    await expect(savePostAction({}, postForm('blogs'))).rejects.toEqual(forbidden);
    await expect(savePostAction({}, postForm(kind, { id: String(post.id) }))).rejects.toEqual(forbidden);
    await expect(publishPostAction(formOf({ kind, id: String(post.id), publish: String(!post.isPublished) }))).rejects.toEqual(forbidden);
    await expect(deletePostAction(formOf({ kind, id: String(post.id) }))).rejects.toEqual(forbidden);
    await expect(saveBannerAction({}, formOf({ id: String(banner.id), titleEn: 'x' }))).rejects.toEqual(forbidden);
    await expect(deleteBannerAction(formOf({ id: String(banner.id) }))).rejects.toEqual(forbidden);
    await expect(saveSpecialListAction({}, formOf({ id: String(list.id), nameEn: 'x' }))).rejects.toEqual(forbidden);
    await expect(deleteSpecialListAction(formOf({ id: String(list.id) }))).rejects.toEqual(forbidden);
    expect(await snapshot()).toEqual(before);
  });

  it('answer "not found" for a post id of the other kind, and leave that post alone', async () => {
    const db = await getDb();
    const [blog] = await db.select().from(blogs).where(eq(blogs.postType, BLOG_POST)).limit(1);
    const [news] = await db.select().from(blogs).where(eq(blogs.postType, NEWS_RELEASE)).limit(1);
    const before = await snapshot();
    request.cookie = cookies.editor;
    await expect(savePostAction({}, postForm('news', { id: String(blog.id) }))).rejects.toEqual(redirectTo('/admin/content/news?notice=notFound'));
    await expect(savePostAction({}, postForm('blogs', { id: String(news.id) }))).rejects.toEqual(redirectTo('/admin/content/blogs?notice=notFound'));
    await expect(publishPostAction(formOf({ kind: 'news', id: String(blog.id), publish: String(!blog.isPublished) }))).rejects.toEqual(redirectTo('notice=notFound'));
    await expect(deletePostAction(formOf({ kind: 'blogs', id: String(news.id) }))).rejects.toEqual(redirectTo('/admin/content/blogs?notice=notFound'));
    await expect(deletePostAction(formOf({ kind: 'news', id: String(blog.id) }))).rejects.toEqual(redirectTo('/admin/content/news?notice=notFound'));
    expect(await snapshot()).toEqual(before);
  });

  it('answer "not found" for a banner or special list that does not exist, storing nothing', async () => {
    const db = await getDb();
    const [{ top: bannerTop }] = await db.select({ top: count() }).from(banners);
    const missing = String(900_000_000 + bannerTop);
    const [banner] = await db.select().from(banners).limit(1);
    const before = await snapshot();
    request.cookie = cookies.editor;
    const bannerForm = formOf({ id: missing, name: banner.name, image: banner.image, titleEn: 'x', titleJa: 'x', position: '1' });
    await expect(saveBannerAction({}, bannerForm)).rejects.toEqual(redirectTo('/admin/content/banners?notice=notFound'));
    await expect(deleteBannerAction(formOf({ id: missing }))).rejects.toEqual(redirectTo('/admin/content/banners?notice=notFound'));
    await expect(saveSpecialListAction({}, formOf({ id: missing, nameEn: 'x', nameJa: 'x' }))).rejects.toEqual(redirectTo('/admin/content/special-lists?notice=notFound'));
    await expect(deleteSpecialListAction(formOf({ id: missing }))).rejects.toEqual(redirectTo('/admin/content/special-lists?notice=notFound'));
    // An id that is not a number at all deletes nothing either.
    await expect(deleteBannerAction(formOf({ id: '1; drop table banners' }))).rejects.toEqual(redirectTo('notice=notFound'));
    expect(await snapshot()).toEqual(before);
  });
});

describe('projects by id', () => {
  it('answer 403 to an agent, and a field message or "not found" for a project that does not exist, storing nothing', async () => {
    const db = await getDb();
    const [project] = await db.select().from(projects).limit(1);
    const before = await snapshot();
    const fields = { nameEn: 'Ghost Tower', nameJa: 'ゴーストタワー', cityId: String(project.cityId), districtId: project.districtId === null ? '' : String(project.districtId) };
    request.cookie = cookies.agent;
    await expect(saveProjectAction({}, formOf({ ...fields, id: String(project.id) }))).rejects.toEqual(forbidden);
    await expect(deleteProjectAction(formOf({ id: String(project.id), confirm: 'yes' }))).rejects.toEqual(forbidden);
    request.cookie = cookies.editor;
    expect(await saveProjectAction({}, formOf({ ...fields, id: '2000000000' }))).toMatchObject({ errors: { form: 'missing' } });
    expect(await saveProjectAction({}, formOf({ ...fields, id: 'abc' }))).toMatchObject({ errors: { form: 'missing' } });
    await expect(deleteProjectAction(formOf({ id: '2000000000', confirm: 'yes' }))).rejects.toEqual(redirectTo('notice=notFound'));
    expect(await snapshot()).toEqual(before);
    const [stillThere] = await db.select({ n: count() }).from(projects).where(and(eq(projects.id, project.id), ne(projects.nameEn, 'Ghost Tower')));
    expect(stillThere.n).toBe(1);
  });
});

describe('bad input to the account and staff forms', () => {
  it('gives each bad field of one\'s own password change a message, and keeps the password', async () => {
    const me = await makeStaff('agent');
    request.cookie = await sessionCookie(me.email);
    const db = await getDb();
    const hashOf = async () => (await db.select({ hash: staffAccounts.password }).from(staffAccounts).where(eq(staffAccounts.userId, me.id)))[0].hash;
    const hash = await hashOf();
    const before = await snapshot();
    const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => changePasswordAction({}, formOf({ currentPassword, newPassword, confirmPassword }));
    expect(await change(TEST_PASSWORD, 'short')).toEqual({ fields: { newPassword: 'passwordShort' }, at: expect.any(Number) });
    expect(await change(TEST_PASSWORD, 'x'.repeat(200))).toEqual({ fields: { newPassword: 'passwordLong' }, at: expect.any(Number) });
    expect(await change(TEST_PASSWORD, 'a brand new passphrase', 'a different passphrase')).toEqual({ fields: { confirmPassword: 'passwordMismatch' }, at: expect.any(Number) });
    expect(await change(TEST_PASSWORD, TEST_PASSWORD)).toEqual({ fields: { newPassword: 'passwordSame' }, at: expect.any(Number) });
    expect(await change('not my password at all', 'a brand new passphrase')).toEqual({ fields: { currentPassword: 'passwordWrong' }, at: expect.any(Number) });
    expect(await changePasswordAction({}, new FormData())).toEqual({ fields: { newPassword: 'passwordShort' }, at: expect.any(Number) });
    expect(await hashOf()).toBe(hash);
    expect(await snapshot()).toEqual(before);
    // The right current password does change it (so the refusals above are not just a broken form).
    expect(await change(TEST_PASSWORD, 'a brand new passphrase')).toEqual({ done: 'passwordChanged', at: expect.any(Number) });
    expect(await hashOf()).not.toBe(hash);
  });

  it('refuses a role that does not exist (or a missing member) with a message, changing nobody', async () => {
    request.cookie = cookies.admin;
    const before = await snapshot();
    expect(await updateStaffAction({}, formOf({ id: another.id, role: 'owner', status: 'active' }))).toEqual({ fields: { role: 'roleInvalid' }, at: expect.any(Number) });
    expect(await updateStaffAction({}, formOf({ id: another.id, role: 'ADMIN', status: 'active' }))).toEqual({ fields: { role: 'roleInvalid' }, at: expect.any(Number) });
    expect(await updateStaffAction({}, formOf({ id: another.id, status: 'active' }))).toEqual({ fields: { role: 'roleInvalid' }, at: expect.any(Number) });
    expect(await updateStaffAction({}, formOf({ id: 'no-such-member', role: 'agent', status: 'active' }))).toEqual({ error: 'notFound', at: expect.any(Number) });
    expect(await updateStaffAction({}, formOf({ id: 'no-such-member', intent: 'reset' }))).toEqual({ error: 'notFound', at: expect.any(Number) });
    expect(await snapshot()).toEqual(before);
  });
});

/**
 * A change and its audit entry are one transaction: when the entry cannot be written (a trigger
 * refuses it here, as a full disk or a lost connection would), the change is not stored either.
 */
describe('a change whose audit entry fails', () => {
  const poison = async (action: string, entityId?: string) => {
    const db = await getDb();
    await db.execute(sql`CREATE TABLE IF NOT EXISTS test_poisoned_audit (action text NOT NULL, entity_id text)`);
    await db.execute(sql`
      CREATE OR REPLACE FUNCTION test_refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM test_poisoned_audit p WHERE p.action = NEW.action AND (p.entity_id IS NULL OR p.entity_id = NEW.entity_id)) THEN
          RAISE EXCEPTION 'audit refused for the test';
        END IF;
        RETURN NEW;
      END $$`);
    await db.execute(sql`DROP TRIGGER IF EXISTS test_refuse_audit ON audit_log`);
    await db.execute(sql`CREATE TRIGGER test_refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION test_refuse_audit()`);
    await db.execute(sql`DELETE FROM test_poisoned_audit`);
    await db.execute(sql`INSERT INTO test_poisoned_audit (action, entity_id) VALUES (${action}, ${entityId ?? null})`);
  };
  const cure = async () => (await getDb()).execute(sql`DELETE FROM test_poisoned_audit`);

  it('stores neither setting when the second one fails', async () => {
    request.cookie = cookies.admin;
    const db = await getDb();
    expect(await saveSettingsAction({}, settingsForm())).toEqual(settingsSaved);
    const before = await snapshot();
    await poison('settings.update', 'exchangeRates');
    const changed = formOf({ default: 'someone-new@agency.test', jpy: '160', vnd: '26000', asOf: '2026-11-28' });
    await expect(saveSettingsAction({}, changed)).rejects.toThrow(/audit_log/);
    await cure();
    expect(await snapshot()).toEqual(before);
    const [addresses] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, 'staffAddresses'));
    expect(addresses.value).toMatchObject({ default: 'office@agency.test' });
  });

  it('makes no account, resets no password and changes no language or password without its entry', async () => {
    const db = await getDb();
    const member = await makeStaff('editor');
    const memberCookie = await sessionCookie(member.email);
    const hashOf = async () => (await db.select({ hash: staffAccounts.password }).from(staffAccounts).where(eq(staffAccounts.userId, member.id)))[0].hash;
    const hash = await hashOf();
    const before = await snapshot();

    request.cookie = cookies.admin;
    await poison('staff.create');
    await expect(addStaffAction({}, formOf({ name: 'Half Made', email: 'half-made@staff.test', role: 'agent' }))).rejects.toThrow(/audit_log/);
    expect(await db.select().from(staffUsers).where(eq(staffUsers.email, 'half-made@staff.test'))).toEqual([]);

    await poison('staff.password-reset');
    await expect(updateStaffAction({}, formOf({ id: member.id, intent: 'reset' }))).rejects.toThrow(/audit_log/);
    expect(await hashOf()).toBe(hash);

    request.cookie = memberCookie;
    await poison('staff.password');
    await expect(changePasswordAction({}, formOf({ currentPassword: TEST_PASSWORD, newPassword: 'another long passphrase', confirmPassword: 'another long passphrase' }))).rejects.toThrow(/audit_log/);
    expect(await hashOf()).toBe(hash);

    await poison('staff.language');
    await expect(switchLanguageAction(formOf({ lang: 'ja' }))).rejects.toThrow(/audit_log/);
    await cure();
    const [row] = await db.select({ language: staffUsers.language, flag: staffUsers.passwordChangeRequired }).from(staffUsers).where(eq(staffUsers.id, member.id));
    expect(row).toEqual({ language: 'en', flag: false });
    expect(await snapshot()).toEqual(before);
    // The member's session survived the refused reset and password change.
    request.cookie = memberCookie;
    expect(await changePasswordAction({}, formOf({ currentPassword: 'x', newPassword: 'short', confirmPassword: 'short' }))).toEqual({ fields: { newPassword: 'passwordShort' }, at: expect.any(Number) });
  });

  it('makes no listing from an owner registration when its entry fails', async () => {
    const db = await getDb();
    const [district] = await db.select().from(districts).limit(1);
    const [type] = await db.select().from(propertyTypes).where(eq(propertyTypes.category, 0)).limit(1);
    const [submission] = await db.insert(ownerSubmissions).values({ language: 'en', fullName: 'Owner', phone: '0901234567', email: 'owner@example.com', currency: 'USD' }).returning({ id: ownerSubmissions.id });
    const parsed = parseProperty('residence', {
      nameEn: 'From owner', nameJa: 'オーナー様より', cityId: String(district.cityId), districtId: String(district.id), typeId: String(type.id), leasePriceMin: '900', sizeMin: '40', bedroomMin: '0',
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const listings = await db.$count(properties);
    const audits = await db.$count(auditLog);
    await poison('listing.fromOwner');
    const by = { actor: { id: 't-editor', email: 'editor@example.com' }, clientAddress: '127.0.0.1' };
    await expect(createFromOwner(db, parsed.data, submission.id, by, async () => null)).rejects.toThrow(/audit_log/);
    await cure();
    expect(await db.$count(properties)).toBe(listings);
    expect(await db.$count(auditLog)).toBe(audits);
  });
});
