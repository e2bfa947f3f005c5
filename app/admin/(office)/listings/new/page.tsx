import Link from 'next/link';
import { Notice, PageHeading } from '@/components/admin/ui';
import { ProjectForm } from '@/components/admin/listings/project-form.client';
import { PropertyForm } from '@/components/admin/listings/property-form.client';
import { adminLanguage, adminMessages, adminTranslator } from '@/lib/admin/i18n';
import { LISTING_FROM_OWNER } from '@/lib/admin/permissions';
import { getDb } from '@/lib/server/db/client';
import { ownerDraft } from '@/lib/server/listings/from-owner';
import { formChoices } from '@/lib/server/listings/options';
import { requireStaff } from '@/lib/server/staff/session';
import { saveProjectAction, savePropertyAction } from '../actions';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * A new residence, office or project; `?fromOwner=<id>` fills a residence or office in from an owner
 * registration (lib/admin/permissions.ts says who may), or links to the listing already made from it.
 */
export default async function NewListingPage({ searchParams }: Props) {
  const query = await searchParams;
  const fromOwnerParam = typeof query.fromOwner === 'string' && /^[1-9]\d{0,9}$/.test(query.fromOwner) ? Number(query.fromOwner) : undefined;
  await requireStaff(query.fromOwner === undefined ? 'listings' : LISTING_FROM_OWNER, `/admin/listings/new${fromOwnerParam ? `?fromOwner=${fromOwnerParam}` : ''}`);
  const [t, lang, words, db] = await Promise.all([adminTranslator('listings'), adminLanguage(), adminMessages('listings'), getDb()]);
  const choices = await formChoices(db, lang);
  const draft = fromOwnerParam && fromOwnerParam <= 2_147_483_647 ? await ownerDraft(db, fromOwnerParam) : null;
  const kind = draft ? draft.kind : query.kind === 'office' ? 'office' : query.kind === 'project' ? 'project' : 'residence';

  return (
    <>
      <PageHeading title={t(`new.${kind}`)}>
        <Link href="/admin/listings" className="text-teal-800 underline">
          {t('backToList')}
        </Link>
      </PageHeading>
      {draft && draft.existing === undefined && <Notice kind="success">{t('notices.fromOwner', { id: draft.submission.id, name: draft.submission.fullName })}</Notice>}
      {fromOwnerParam && !draft && <Notice kind="error">{t('notices.ownerMissing', { id: fromOwnerParam })}</Notice>}
      {draft?.existing !== undefined ? (
        // One listing per registration: a second conversion points to the first instead.
        <div role="alert" className="rounded border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-amber-950">
          <p>{t('fromOwners.already', { id: draft.submission.id, name: draft.submission.fullName })}</p>
          <Link href={`/admin/listings/${draft.existing}`} className="mt-2 inline-block font-semibold text-teal-800 underline">
            {t('fromOwners.openListing')}
          </Link>
        </div>
      ) : kind === 'project' ? (
        <ProjectForm action={saveProjectAction} initial={{}} choices={choices} words={words} />
      ) : (
        <PropertyForm action={savePropertyAction} kind={kind} fromOwner={draft?.submission.id} initial={draft?.values ?? {}} choices={choices} words={words} />
      )}
    </>
  );
}
