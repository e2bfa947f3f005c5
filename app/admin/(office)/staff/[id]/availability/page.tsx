import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PageHeading, Section } from '@/components/admin/ui';
import { AvailabilityForm, DaysAwayForm } from '@/components/admin/viewings/availability-forms.client';
import { adminTranslator } from '@/lib/admin/i18n';
import { availabilityWords, weekWords } from '@/lib/admin/viewing-words';
import { getDb } from '@/lib/server/db/client';
import { requireStaff } from '@/lib/server/staff/session';
import { availabilityMember, availabilityValues, readAvailability, viewingCities } from '@/lib/server/viewings/availability';
import { dayAwayAction, saveAvailabilityAction } from '../../../account/actions';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('viewings'))('availability.title') };
}

/** An admin keeps another member's viewing availability: the same forms as My account, for them. */
export default async function MemberAvailabilityPage({ params }: Props) {
  const { id } = await params;
  const staff = await requireStaff('staff', `/admin/staff/${encodeURIComponent(id)}/availability`);
  const db = await getDb();
  const member = await availabilityMember(db, id);
  if (!member) notFound();
  const t = await adminTranslator('viewings');
  const [availability, cityChoices, words, week] = await Promise.all([readAvailability(db, member.id), viewingCities(db, staff.language), availabilityWords(), weekWords()]);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link prefetch={false} href="/admin/staff" className="text-teal-800 underline">
          {t('availability.back')}
        </Link>
      </p>
      <PageHeading title={t('availability.titleOf', { name: member.name })} lead={t('availability.leadOf', { name: member.name })} />
      <Section title={t('availability.title')}>
        <AvailabilityForm action={saveAvailabilityAction} member={member.id} cities={cityChoices} values={availabilityValues(availability)} words={{ ...words, cities: words.citiesOf }} week={week} />
      </Section>
      <Section title={t('availability.daysAway')}>
        <p className="mb-3 max-w-prose text-sm text-slate-700">{t('availability.daysAwayLead')}</p>
        <DaysAwayForm action={dayAwayAction} member={member.id} days={availability.daysAway} words={words} lang={staff.language} />
      </Section>
    </>
  );
}
