import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DeleteSection } from '@/components/admin/listings/delete-section';
import { FLOOR_PLAN_NOTICES, FloorPlanManager } from '@/components/admin/listings/floor-plan';
import { PhotoManager, photoError } from '@/components/admin/listings/photos';
import { LISTING_FORM_ID, PropertyForm } from '@/components/admin/listings/property-form.client';
import { Notice, PageHeading, Section, buttonClass, secondaryButtonClass } from '@/components/admin/ui';
import { adminLanguage, adminMessages, adminTranslator } from '@/lib/admin/i18n';
import { getDb } from '@/lib/server/db/client';
import { formChoices } from '@/lib/server/listings/options';
import { kindOf, loadProperty } from '@/lib/server/listings/store';
import { propertyValues } from '@/lib/server/listings/values';
import { requireStaff } from '@/lib/server/staff/session';
import { deletePropertyAction, savePropertyAction } from '../actions';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const NOTICES = ['created', 'saved', 'published', 'unpublished', 'photosChanged'] as const;

export default async function EditListingPage({ params, searchParams }: Props) {
  const { id: raw } = await params;
  await requireStaff('listings', `/admin/listings/${encodeURIComponent(raw)}`);
  const id = /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined;
  if (id === undefined) notFound();
  const query = await searchParams;
  const [t, lang, words, db] = await Promise.all([adminTranslator('listings'), adminLanguage(), adminMessages('listings'), getDb()]);
  const row = await loadProperty(db, id);
  if (!row) notFound();
  const choices = await formChoices(db, lang);
  const kind = kindOf(row.category);
  const notice = NOTICES.find((n) => n === query.notice);
  const name = lang === 'ja' ? row.nameJa : row.nameEn;
  // The site in the staff member's own language (its paths are /en/… and /ja/…).
  const detailPath = `/${lang === 'ja' ? 'ja' : 'en'}/${kind}/detail/${row.id}`;

  return (
    <>
      <PageHeading title={t(`edit.${kind}`)} lead={`${row.code} · ${name}`}>
        <Link href="/admin/listings" className="text-teal-800 underline">
          {t('backToList')}
        </Link>
      </PageHeading>
      {notice && <Notice kind="success">{t(`notices.${notice}`)}</Notice>}

      <Section title={t('sections.publication')}>
        <p className="mb-4 text-slate-800">{row.isPublished ? t('publication.published') : t('publication.draft')}</p>
        <div className="flex flex-wrap items-center gap-3">
          {/* A button of the listing form below (form=): it posts the form's current values with the
              change of publication, so edits typed before pressing it are saved, or refused with the
              form's messages, never dropped. Works without JavaScript too. */}
          <button
            type="submit"
            form={LISTING_FORM_ID}
            name="publish"
            value={row.isPublished ? 'false' : 'true'}
            aria-describedby="publication-hint"
            className={row.isPublished ? secondaryButtonClass : buttonClass}
          >
            {row.isPublished ? t('actions.unpublish') : t('actions.publish')}
          </button>
          {row.isPublished ? (
            <a href={`${detailPath}/${row.slug}`} className="text-teal-800 underline" target="_blank" rel="noopener">
              {t('actions.viewPublic')}
            </a>
          ) : (
            <a href={`${detailPath}/isPreview`} className="text-teal-800 underline" target="_blank" rel="noopener">
              {t('actions.preview')}
            </a>
          )}
        </div>
        <p id="publication-hint" className="mt-3 text-sm text-slate-700">
          {t('publication.savesForm')}
        </p>
      </Section>

      <PropertyForm action={savePropertyAction} kind={kind} id={row.id} initial={propertyValues(row)} choices={choices} words={words} />

      <div className="mt-8">
        <PhotoManager owner="property" id={row.id} images={row.images} words={words} error={photoError(query.photoError)} added={query.notice === 'photosAdded'} unchanged={query.photoChange === 'unchanged'} refused={query.refused} />
      </div>

      <div className="mt-8">
        <FloorPlanManager id={row.id} floorPlan={row.floorPlan} words={words} error={photoError(query.planError)} notice={FLOOR_PLAN_NOTICES.find((n) => n === query.notice)} />
      </div>

      <DeleteSection
        action={deletePropertyAction}
        id={row.id}
        confirming={query.confirmDelete === '1'}
        cancelHref={`/admin/listings/${row.id}`}
        words={{
          section: t('sections.danger'),
          delete: t('actions.delete'),
          title: t('confirmDelete.title'),
          text: t('confirmDelete.text', { name }),
          confirm: t('actions.confirmDelete'),
          cancel: t('actions.cancel'),
        }}
      />
    </>
  );
}
