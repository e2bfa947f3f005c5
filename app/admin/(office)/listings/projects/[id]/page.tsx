import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DeleteSection } from '@/components/admin/listings/delete-section';
import { PhotoManager, photoError } from '@/components/admin/listings/photos';
import { ProjectForm } from '@/components/admin/listings/project-form.client';
import { Notice, PageHeading } from '@/components/admin/ui';
import { adminLanguage, adminMessages, adminTranslator } from '@/lib/admin/i18n';
import { getDb } from '@/lib/server/db/client';
import { formChoices } from '@/lib/server/listings/options';
import { loadProject } from '@/lib/server/listings/projects';
import { projectValues } from '@/lib/server/listings/values';
import { requireStaff } from '@/lib/server/staff/session';
import { deleteProjectAction, saveProjectAction } from '../../actions';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const NOTICES = ['created', 'saved', 'photosChanged'] as const;

export default async function EditProjectPage({ params, searchParams }: Props) {
  const { id: raw } = await params;
  await requireStaff('listings', `/admin/listings/projects/${encodeURIComponent(raw)}`);
  const id = /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined;
  if (id === undefined) notFound();
  const query = await searchParams;
  const [t, lang, words, db] = await Promise.all([adminTranslator('listings'), adminLanguage(), adminMessages('listings'), getDb()]);
  const row = await loadProject(db, id);
  if (!row) notFound();
  const choices = await formChoices(db, lang);
  const notice = NOTICES.find((n) => n === query.notice);
  const name = lang === 'ja' ? row.nameJa : row.nameEn;

  return (
    <>
      <PageHeading title={t('edit.project')} lead={name}>
        <div className="flex flex-wrap gap-4">
          <a href={`/en/project/detail/${row.id}/${row.slug}`} className="text-teal-800 underline" target="_blank" rel="noopener">
            {t('actions.viewPublic')}
          </a>
          <Link href="/admin/listings?kind=project" className="text-teal-800 underline">
            {t('backToList')}
          </Link>
        </div>
      </PageHeading>
      {notice && <Notice kind="success">{t(`notices.${notice}`)}</Notice>}

      <ProjectForm action={saveProjectAction} id={row.id} initial={projectValues(row)} choices={choices} words={words} />

      <div className="mt-8">
        <PhotoManager owner="project" id={row.id} images={row.images} words={words} error={photoError(query.photoError)} added={query.notice === 'photosAdded'} unchanged={query.photoChange === 'unchanged'} refused={query.refused} />
      </div>

      <DeleteSection
        action={deleteProjectAction}
        id={row.id}
        confirming={query.confirmDelete === '1'}
        cancelHref={`/admin/listings/projects/${row.id}`}
        problem={query.notice === 'inUse' ? t('errors.inUse') : undefined}
        words={{
          section: t('sections.danger'),
          delete: t('actions.delete'),
          title: t('confirmDelete.title'),
          text: t('confirmDelete.projectText', { name }),
          confirm: t('actions.confirmDelete'),
          cancel: t('actions.cancel'),
        }}
      />
    </>
  );
}
