'use client';
import { useActionState, useState } from 'react';
import type { Posted } from '@/lib/server/listings/form';
import type { FormChoices } from '@/lib/server/listings/options';
import { buttonClass } from '../ui';
import { useUnsavedGuard } from './unsaved-guard.client';
import { CheckboxField, ErrorSummary, Group, InputField, SelectField, TextPair, pairLabels, type FieldContext, type FormState, type ListingWords } from './fields.client';

type Action = (state: FormState, form: FormData) => Promise<FormState>;

const RESIDENCE_TEXTS = ['name', 'description', 'includeServices', 'furnishing'] as const;
const OFFICE_TEXTS = ['name', 'description', 'workingHour', 'minContractUnit', 'depositUnit', 'paymentUnit', 'otCharge'] as const;
const MULTILINE = new Set(['description', 'includeServices']);

/** The form's id: the publication buttons above it belong to it (`form=`), so they post its values too. */
export const LISTING_FORM_ID = 'listing-form';

/**
 * The residence or office form: a server action, so it works without JavaScript; on refusal the
 * action answers the codes of the bad fields and the values typed, shown again here. Leaving the
 * page with unsaved edits asks first.
 */
export function PropertyForm(props: {
  action: Action;
  kind: 'residence' | 'office';
  id?: number;
  fromOwner?: number;
  initial: Posted;
  choices: FormChoices;
  words: ListingWords;
}) {
  const { kind, choices, words } = props;
  const [state, formAction, pending] = useActionState(props.action, {});
  // Every city's districts (and buildings) are offered until a city is chosen with JavaScript on;
  // then only its own. The server checks the pair either way.
  const [city, setCity] = useState<number | undefined>();
  const shownCities = choices.cities.filter((c) => city === undefined || c.id === city);
  const pickCity = (value: string) => setCity(/^\d+$/.test(value) ? Number(value) : undefined);
  const ctx: FieldContext = { words, values: state.values ?? props.initial, errors: state.errors ?? {}, kind };
  useUnsavedGuard(LISTING_FORM_ID, words.unsaved.leave, JSON.stringify(props.initial));
  const f = words.fields;
  const texts = kind === 'residence' ? RESIDENCE_TEXTS : OFFICE_TEXTS;
  const byCity = <T extends { cityId: number; id: number; name: string }>(list: T[]) =>
    shownCities.map((c) => ({ label: c.name, options: list.filter((d) => d.cityId === c.id) })).filter((g) => g.options.length);
  const facilityKinds = kind === 'residence' ? (['building', 'interior'] as const) : (['office'] as const);
  const chosen = new Set([ctx.values.facilityIds ?? []].flat());
  const labels: Record<string, string> = {
    ...pairLabels(words, texts),
    code: f.code,
    address: f.address,
    cityId: f.cityId,
    districtId: f.districtId,
    projectId: f.projectId,
    typeId: f.typeId,
    leasePriceMin: kind === 'office' ? f.officePriceMin : f.leasePriceMin,
    leasePriceMax: kind === 'office' ? f.officePriceMax : f.leasePriceMax,
    sizeMin: f.sizeMin,
    sizeMax: f.sizeMax,
    bedroomMin: f.bedroomMin,
    bedroomMax: f.bedroomMax,
    bathroomMin: f.bathroomMin,
    bathroomMax: f.bathroomMax,
    totalUnit: f.totalUnit,
    furnished: f.furnished,
    petsAllowed: f.petsAllowed,
    completionYear: f.completionYear,
    videoLink: f.videoLink,
    availableFrom: f.availableFrom,
    latitude: f.latitude,
    longitude: f.longitude,
    floorArea: f.floorArea,
    storey: f.storey,
    minContractPeriod: f.minContractPeriod,
    deposit: f.deposit,
    payment: f.payment,
    serviceChargeSqm: f.serviceChargeSqm,
    facilityIds: words.sections.facilities,
    form: words.errors.missing,
  };
  const num = (name: string, required = false) => <InputField ctx={ctx} name={name} label={labels[name]} inputMode="numeric" required={required} />;
  const dec = (name: string) => <InputField ctx={ctx} name={name} label={labels[name]} inputMode="decimal" />;

  return (
    <form id={LISTING_FORM_ID} action={formAction} noValidate key={state.attempt ?? 0}>
      <ErrorSummary ctx={ctx} labels={labels} />
      <input type="hidden" name="kind" value={kind} />
      {props.id !== undefined && <input type="hidden" name="id" value={props.id} />}
      {props.fromOwner !== undefined && <input type="hidden" name="fromOwner" value={props.fromOwner} />}

      <Group legend={words.sections.texts}>
        {texts.map((key) => (
          <TextPair key={key} ctx={ctx} name={key} label={f[key]} multiline={MULTILINE.has(key)} required={key === 'name'} />
        ))}
      </Group>

      <Group legend={words.sections.location}>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField ctx={ctx} name="cityId" label={f.cityId} empty={f.choose} required groups={[{ label: '', options: choices.cities }]} onChange={pickCity} />
          <SelectField ctx={ctx} name="districtId" label={f.districtId} empty={f.choose} required groups={byCity(choices.districts)} />
          {kind === 'residence' && <SelectField ctx={ctx} name="projectId" label={f.projectId} empty={f.noProject} groups={byCity(choices.projects)} />}
          <div className="md:col-span-2">
            <InputField ctx={ctx} name="address" label={f.address} hint={f.addressHint} />
          </div>
          {dec('latitude')}
          {dec('longitude')}
        </div>
      </Group>

      <Group legend={words.sections.details}>
        <div className="grid gap-4 md:grid-cols-2">
          <InputField ctx={ctx} name="code" label={f.code} hint={props.id === undefined ? f.codeHint : undefined} />
          <SelectField
            ctx={ctx}
            name="typeId"
            label={f.typeId}
            empty={f.choose}
            required
            groups={[{ label: '', options: kind === 'residence' ? choices.residenceTypes : choices.officeTypes }]}
          />
          {num('leasePriceMin', true)}
          {num('leasePriceMax')}
          {num('sizeMin', true)}
          {num('sizeMax')}
          {kind === 'residence' && (
            <>
              {num('bedroomMin', true)}
              {num('bedroomMax')}
              {num('bathroomMin')}
              {num('bathroomMax')}
              {num('totalUnit')}
              <SelectField
                ctx={ctx}
                name="furnished"
                label={f.furnished}
                empty={f.furnishedNotStated}
                groups={[{ label: '', options: ([2, 1, 0] as const).map((v) => ({ id: v, name: f.furnishedOptions[v] })) }]}
              />
              <div className="flex items-end pb-2">
                <CheckboxField ctx={ctx} name="petsAllowed" label={f.petsAllowed} />
              </div>
            </>
          )}
          {num('completionYear')}
          <InputField ctx={ctx} name="videoLink" label={f.videoLink} type="url" />
          <InputField ctx={ctx} name="availableFrom" label={f.availableFrom} type="date" hint={f.availableFromHint} />
        </div>
      </Group>

      {kind === 'office' && (
        <Group legend={words.sections.office}>
          <div className="grid gap-4 md:grid-cols-2">
            {num('floorArea')}
            {num('storey')}
            {num('minContractPeriod')}
            {num('deposit')}
            {num('payment')}
            {dec('serviceChargeSqm')}
            <CheckboxField ctx={ctx} name="vatInclude" label={f.vatInclude} />
          </div>
        </Group>
      )}

      <Group legend={words.sections.facilities}>
        {ctx.errors.facilityIds && (
          <p id="f-facilityIds-error" className="mb-2 text-sm text-red-700">
            {words.errors.unknown}
          </p>
        )}
        <div className="grid gap-6 md:grid-cols-2">
          {facilityKinds.map((facilityKind) => (
            <fieldset key={facilityKind} id={facilityKind === facilityKinds[0] ? 'f-facilityIds' : undefined} aria-describedby={ctx.errors.facilityIds ? 'f-facilityIds-error' : undefined}>
              <legend className="mb-2 text-sm font-semibold text-slate-900">{f.facilityKinds[facilityKind]}</legend>
              <ul className="grid grid-cols-2 gap-1">
                {choices.facilities
                  .filter((x) => x.kind === facilityKind)
                  .map((x) => (
                    <li key={x.id} className="flex items-center gap-2">
                      <input id={`f-facility-${x.id}`} type="checkbox" name="facilityIds" value={x.id} defaultChecked={chosen.has(String(x.id))} className="size-4" />
                      <label htmlFor={`f-facility-${x.id}`} className="text-sm text-slate-800">
                        {x.name}
                      </label>
                    </li>
                  ))}
              </ul>
            </fieldset>
          ))}
        </div>
      </Group>

      <Group legend={words.sections.highlights}>
        <div className="space-y-2">
          <CheckboxField ctx={ctx} name="isLatest" label={f.isLatest} />
          <CheckboxField ctx={ctx} name="isHot" label={f.isHot} />
        </div>
      </Group>

      <button type="submit" className={buttonClass} aria-disabled={pending || undefined}>
        {props.id === undefined ? words.actions.create : words.actions.save}
      </button>
    </form>
  );
}
