'use client';
import { useActionState, useState } from 'react';
import type { Posted } from '@/lib/server/listings/form';
import { PROJECT_TEXTS } from '@/lib/listings/project-texts';
import type { FormChoices } from '@/lib/server/listings/options';
import { buttonClass } from '../ui';
import { ErrorSummary, Group, InputField, SelectField, TextPair, pairLabels, type FieldContext, type FormState, type ListingWords } from './fields.client';

type Action = (state: FormState, form: FormData) => Promise<FormState>;
const MULTILINE = new Set(['description', 'others', 'otherApartment', 'seoMetaDescription']);

/** The project (building) form: its per-language texts side by side, then its numbers. */
export function ProjectForm(props: { action: Action; id?: number; initial: Posted; choices: FormChoices; words: ListingWords }) {
  const { choices, words } = props;
  const [state, formAction, pending] = useActionState(props.action, {});
  // Every city's districts (and buildings) are offered until a city is chosen with JavaScript on;
  // then only its own. The server checks the pair either way.
  const [city, setCity] = useState<number | undefined>();
  const shownCities = choices.cities.filter((c) => city === undefined || c.id === city);
  const pickCity = (value: string) => setCity(/^\d+$/.test(value) ? Number(value) : undefined);
  const ctx: FieldContext = { words, values: state.values ?? props.initial, errors: state.errors ?? {} };
  const f = words.fields;
  const labels: Record<string, string> = {
    ...pairLabels(words, ['name', ...PROJECT_TEXTS]),
    cityId: f.cityId,
    districtId: f.districtId,
    completionYear: f.completionYear,
    totalUnits: f.totalUnits,
    floors: f.floors,
    latitude: f.latitude,
    longitude: f.longitude,
    form: words.errors.missing,
  };
  const districtGroups = shownCities
    .map((c) => ({ label: c.name, options: choices.districts.filter((d) => d.cityId === c.id) }))
    .filter((g) => g.options.length);
  const num = (name: string, mode: 'numeric' | 'decimal' = 'numeric') => <InputField ctx={ctx} name={name} label={labels[name]} inputMode={mode} />;
  return (
    <form action={formAction} noValidate key={state.attempt ?? 0}>
      <ErrorSummary ctx={ctx} labels={labels} />
      <input type="hidden" name="kind" value="project" />
      {props.id !== undefined && <input type="hidden" name="id" value={props.id} />}
      <Group legend={words.sections.texts}>
        <TextPair ctx={ctx} name="name" label={f.name} required />
        {PROJECT_TEXTS.map((key) => (
          <TextPair key={key} ctx={ctx} name={key} label={f[key]} multiline={MULTILINE.has(key)} />
        ))}
      </Group>
      <Group legend={words.sections.location}>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField ctx={ctx} name="cityId" label={f.cityId} empty={f.choose} required groups={[{ label: '', options: choices.cities }]} onChange={pickCity} />
          <SelectField ctx={ctx} name="districtId" label={f.districtId} empty={f.choose} groups={districtGroups} />
          {num('latitude', 'decimal')}
          {num('longitude', 'decimal')}
        </div>
      </Group>
      <Group legend={words.sections.details}>
        <div className="grid gap-4 md:grid-cols-3">
          {num('completionYear')}
          {num('totalUnits')}
          {num('floors')}
        </div>
      </Group>
      <button type="submit" className={buttonClass} aria-disabled={pending || undefined}>
        {props.id === undefined ? words.actions.create : words.actions.save}
      </button>
    </form>
  );
}
