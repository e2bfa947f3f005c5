'use client';
import { useIslandText } from '@/components/i18n/island-text';
import { useState } from 'react';
import type { Lang } from '@/lib/api/lang';
import type { FormGuard } from '@/lib/forms/guard';
import { errorText, SelectField, TextArea, TextField } from './field';
import { Honeypot } from './honeypot';
import { ImagePicker, useImagePicker } from './image-picker';
import { notifySuccess, submitForm } from './notify';
import { useVerification } from './verification';
import { SendRow } from './send-row';
import { useCheckedForm } from './use-checked-form';
import { useFormGuard } from './use-form-guard';

export type OwnerOption = { value: string; name: string };
export type OwnerOptions = {
  cities: OwnerOption[];
  propertyTypes: OwnerOption[];
  bedrooms: OwnerOption[];
  bathrooms: OwnerOption[];
};

type Props = { lang: Lang; cityId?: number; options: OwnerOptions; guard: FormGuard };

type Values = {
  fullName: string;
  phone: string;
  email: string;
  cityId: string;
  propertyType: string;
  numberOfBedroom: string;
  numberOfBathroom: string;
  currency: (typeof CURRENCIES)[number];
  leasePrice: string;
  leasableArea: string;
  addressForLease: string;
  descriptionFacilities: string;
  descriptionAmenities: string;
};

const CURRENCIES = ['USD', 'VND'] as const;

/** SPEC §5: the bedroom and bathroom selects start on 'Select One', value -1. */
const NOT_CHOSEN = '-1';

function defaults(cityId: number | undefined): Values {
  return {
    fullName: '',
    phone: '',
    email: '',
    cityId: cityId ? String(cityId) : '',
    propertyType: '',
    numberOfBedroom: NOT_CHOSEN,
    numberOfBathroom: NOT_CHOSEN,
    currency: 'USD',
    leasePrice: '',
    leasableArea: '',
    addressForLease: '',
    descriptionFacilities: '',
    descriptionAmenities: '',
  };
}


/** The multipart body of POST /api/owners with the field names of SPEC §3 (their spellings kept). */
function ownerBody(lang: Lang, values: Values, files: File[], city: string | undefined, token: string | undefined, guarded: Record<string, string>): FormData {
  const fields: Record<string, string | undefined> = {
    language: lang,
    location: city,
    fullName: values.fullName,
    phone: values.phone,
    email: values.email,
    cityId: values.cityId,
    propertyType: values.propertyType,
    currency: values.currency,
    numberOfBedroom: values.numberOfBedroom,
    numberOfBadroom: values.numberOfBathroom,
    addressForLease: values.addressForLease,
    leasableArea: values.leasableArea,
    descriptionFacilities: values.descriptionFacilities,
    descriptionAmentities: values.descriptionAmenities,
    leasePrice: values.leasePrice,
    token,
    ...guarded,
  };
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    const text = value?.trim();
    // Empty optional fields and unchosen selects are left out, as in every form of the site.
    if (text && text !== NOT_CHOSEN) body.append(name, text);
  }
  for (const file of files) body.append('images', file, file.name);
  return body;
}

/**
 * The owner registration of SPEC §2–§5 and §8: the same zod schema as POST /api/owners checks the
 * fields (its Vietnamese messages as the spec gives them), photos are picked with previews,
 * Send waits for human verification; after a success the form and photos clear and the success
 * toast shows, a failure toasts the server's message.
 */
export function OwnerForm({ lang, cityId, options, guard }: Props) {
  const t = useIslandText('ownerForm');
  const tf = useIslandText('forms');
  const verification = useVerification('owner');
  const { trap, fields } = useFormGuard(guard);
  const picker = useImagePicker();
  const [sending, setSending] = useState(false);
  const form = useCheckedForm<Values>(
    () => defaults(cityId),
    () => import('./checks').then((m) => m.ownerCheck<Values>()),
  );
  const { register, handleSubmit, reset, errors } = form;
  const err = (name: keyof Values) => errorText(errors[name], (key) => tf(`errors.${key}` as 'errors.required'));
  const start = () => {
    verification.arm();
    void form.prepare();
  };
  const mark = tf('required');

  const onSubmit = handleSubmit(async (values) => {
    setSending(true);
    try {
      const city = options.cities.find((c) => c.value === values.cityId)?.name;
      const [guarded, token] = await Promise.all([fields(), verification.token().catch(() => undefined)]);
      const body = ownerBody(
        lang,
        values,
        picker.images.map((image) => image.file),
        city,
        token,
        guarded,
      );
      if (!(await submitForm('/api/owners', body))) return;
      reset();
      picker.clear();
      verification.reset();
      notifySuccess(t('success'));
    } finally {
      setSending(false);
    }
  });

  const select = (placeholder: string, list: OwnerOption[]) => (
    <>
      <option value={placeholder}>{t('selectOne')}</option>
      {list.map((o) => (
        <option key={o.value} value={o.value}>
          {o.name}
        </option>
      ))}
    </>
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={start}
      onPointerDownCapture={start}
      aria-label={t('label')}
      data-testid="owner-form"
      className="relative grid gap-8"
    >
      <Honeypot inputRef={trap} />
      <fieldset className="grid gap-4">
        <legend className="mb-3 text-lg font-semibold text-slate-900">{t('ownerTitle')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField id="owner-fullName" label={t('fullName')} required requiredMark={mark} autoComplete="name" maxLength={100} error={err('fullName')} {...register('fullName')} />
          <TextField id="owner-phone" label={t('phone')} type="tel" required requiredMark={mark} autoComplete="tel" maxLength={30} error={err('phone')} {...register('phone')} />
          <TextField id="owner-email" label={t('email')} type="email" required requiredMark={mark} autoComplete="email" maxLength={254} error={err('email')} {...register('email')} />
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-3 text-lg font-semibold text-slate-900">{t('propertyTitle')}</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField id="owner-city" label={t('city')} error={err('cityId')} {...register('cityId')}>
            {select('', options.cities)}
          </SelectField>
          <SelectField id="owner-propertyType" label={t('propertyType')} error={err('propertyType')} {...register('propertyType')}>
            {select('', options.propertyTypes)}
          </SelectField>
          <SelectField id="owner-bedrooms" label={t('bedrooms')} error={err('numberOfBedroom')} {...register('numberOfBedroom')}>
            {select(NOT_CHOSEN, options.bedrooms)}
          </SelectField>
          <SelectField id="owner-bathrooms" label={t('bathrooms')} error={err('numberOfBathroom')} {...register('numberOfBathroom')}>
            {select(NOT_CHOSEN, options.bathrooms)}
          </SelectField>
        </div>
        <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)_minmax(0,1fr)] sm:items-end">
          <SelectField id="owner-currency" label={t('currency')} error={err('currency')} {...register('currency')}>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
          <TextField
            id="owner-leasePrice"
            label={t('leasePrice')}
            hint={t('leasePriceHint')}
            inputMode="numeric"
            maxLength={15}
            error={err('leasePrice')}
            {...register('leasePrice')}
          />
          <TextField id="owner-leasableArea" label={t('leasableArea')} maxLength={100} error={err('leasableArea')} {...register('leasableArea')} />
        </div>
        <TextField id="owner-address" label={t('addressForLease')} autoComplete="street-address" maxLength={300} error={err('addressForLease')} {...register('addressForLease')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextArea id="owner-facilities" label={t('descriptionFacilities')} maxLength={2000} error={err('descriptionFacilities')} {...register('descriptionFacilities')} />
          <TextArea id="owner-amenities" label={t('descriptionAmenities')} maxLength={2000} error={err('descriptionAmenities')} {...register('descriptionAmenities')} />
        </div>
        <ImagePicker id="owner-images-input" picker={picker} />
      </fieldset>

      <SendRow verified={verification.verified} sending={sending} label={t('send')} sendingLabel={tf('sending')} verifyingLabel={tf('verifying')} testId="owner-send" />
    </form>
  );
}
