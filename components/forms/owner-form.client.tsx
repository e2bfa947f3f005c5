'use client';
import { useTranslations } from 'next-intl';
import type { Lang } from '@/lib/api/lang';
import type { FormGuard } from '@/lib/forms/guard';
import { FORM_TIMEOUT_MS } from './post-form';
import { SelectField, TextArea, TextField } from './field.client';
import { ChannelField } from './channel-field.client';
import { Honeypot } from './honeypot';
import { ImagePicker, useImagePicker } from './image-picker.client';
import { SendRow } from './send-row.client';
import { useSiteForm } from './use-site-form.client';

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
  currency: string;
  leasePrice: string;
  leasableArea: string;
  addressForLease: string;
  descriptionFacilities: string;
  descriptionAmenities: string;
  preferredChannel: string;
};

const CURRENCIES = ['USD', 'VND'] as const;

/** The bedroom and bathroom selects start on 'Select One', value -1. */
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
    preferredChannel: '',
  };
}


/** The multipart body of POST /api/owners with the API contract's field names (their spellings kept). */
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
    preferredChannel: values.preferredChannel,
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
 * The owner registration on the site's form hook: the same zod schema as
 * POST /api/owners checks the fields (its messages in the visitor's language), photos are picked
 * with previews, Send waits for human verification; after a success the form and photos clear and
 * the success toast shows, a failure is said in the page's language. Its words come from
 * next-intl (`ownerForm`, `forms`), provided by the page.
 */
export function OwnerForm({ lang, cityId, options, guard }: Props) {
  const t = useTranslations('ownerForm');
  const picker = useImagePicker();
  const site = useSiteForm<Values>({
    action: 'owner',
    guard,
    initial: () => defaults(cityId),
    resolver,
    serverFields: { numberOfBadroom: 'numberOfBathroom', descriptionAmentities: 'descriptionAmenities' },
    success: t('success'),
    request: (values, { token, guarded }) => {
      const city = options.cities.find((c) => c.value === values.cityId)?.name;
      const files = picker.images.map((image) => image.file);
      // Up to ten photos on a slow line: more time than a JSON form.
      return { path: '/api/owners', body: ownerBody(lang, values, files, city, token, guarded), timeoutMs: FORM_TIMEOUT_MS * 4 };
    },
    // The API names the photo at fault in English; the owner reads it in the page's language.
    refusal: ({ message }) => (message.startsWith('images:') ? t('imagesRefused') : undefined),
    onSent: () => picker.clear(),
  });
  const { field } = site;
  const mark = useTranslations('forms')('required');

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
    <form {...site.formProps} aria-label={t('label')} data-testid="owner-form" className="relative grid gap-8">
      <Honeypot inputRef={site.trap} />
      <fieldset className="grid gap-4">
        <legend className="mb-3 text-lg font-semibold text-slate-900">{t('ownerTitle')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField id="owner-fullName" label={t('fullName')} required requiredMark={mark} autoComplete="name" maxLength={100} {...field('fullName')} />
          <TextField id="owner-phone" label={t('phone')} type="tel" required requiredMark={mark} autoComplete="tel" maxLength={30} {...field('phone')} />
          <TextField id="owner-email" label={t('email')} type="email" required requiredMark={mark} autoComplete="email" maxLength={254} {...field('email')} />
          <ChannelField id="owner-channel" {...field('preferredChannel')} />
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-3 text-lg font-semibold text-slate-900">{t('propertyTitle')}</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField id="owner-city" label={t('city')} {...field('cityId')}>
            {select('', options.cities)}
          </SelectField>
          <SelectField id="owner-propertyType" label={t('propertyType')} {...field('propertyType')}>
            {select('', options.propertyTypes)}
          </SelectField>
          <SelectField id="owner-bedrooms" label={t('bedrooms')} {...field('numberOfBedroom')}>
            {select(NOT_CHOSEN, options.bedrooms)}
          </SelectField>
          <SelectField id="owner-bathrooms" label={t('bathrooms')} {...field('numberOfBathroom')}>
            {select(NOT_CHOSEN, options.bathrooms)}
          </SelectField>
        </div>
        <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)_minmax(0,1fr)] sm:items-end">
          <SelectField id="owner-currency" label={t('currency')} {...field('currency')}>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
          <TextField id="owner-leasePrice" label={t('leasePrice')} hint={t('leasePriceHint')} inputMode="numeric" maxLength={15} {...field('leasePrice')} />
          <TextField id="owner-leasableArea" label={t('leasableArea')} maxLength={100} {...field('leasableArea')} />
        </div>
        <TextField id="owner-address" label={t('addressForLease')} autoComplete="address-line1" maxLength={300} {...field('addressForLease')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextArea id="owner-facilities" label={t('descriptionFacilities')} maxLength={2000} {...field('descriptionFacilities')} />
          <TextArea id="owner-amenities" label={t('descriptionAmenities')} maxLength={2000} {...field('descriptionAmenities')} />
        </div>
        <ImagePicker id="owner-images-input" picker={picker} />
      </fieldset>

      <SendRow form={site} label={t('send')} testId="owner-send" />
    </form>
  );
}

const resolver = () => import('./resolvers').then((m) => m.ownerResolver<Values>());
