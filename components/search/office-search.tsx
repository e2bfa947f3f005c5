import { officeDefaults, officeFromSearch } from '@/lib/search/form';
import { OfficeSearchForm } from './office-form';
import { searchFormBase, type SearchFormProps } from './search-form';

/** The office search form (SPEC §2) with what it shows: cities, the city's districts, the slider ranges. */
export async function OfficeSearch({ lang, search, idPrefix }: SearchFormProps) {
  const base = await searchFormBase(lang, 'office', search);
  const initial = search ? officeFromSearch({ ...search, cityId: base.cityId }, base.ranges, base.city?.cityId) : officeDefaults(base.ranges, base.cityId);
  return base.wrap(
    <OfficeSearchForm
      lang={lang}
      action={base.action}
      cities={base.cities}
      initial={initial}
      defaultCityId={base.city?.cityId}
      districts={await base.districtsOf(base.cityId)}
      ranges={base.ranges}
      extras={base.extras}
      idPrefix={idPrefix}
    />,
  );
}
