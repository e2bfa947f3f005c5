import { officeDefaults, officeFromSearch } from '@/lib/search/form';
import type { OfficeFormProps } from './office-form';
import { searchFormBase, type SearchForm, type SearchFormProps } from './search-form';

/** The office search form's props (SPEC §2): what it shows: cities, the city's districts, the slider ranges. */
export async function officeForm(props: SearchFormProps): Promise<SearchForm<OfficeFormProps>> {
  const base = await searchFormBase(props, 'office');
  const { search } = props;
  const initial = search ? officeFromSearch({ ...search, cityId: base.cityId }, base.ranges, base.city?.cityId) : officeDefaults(base.ranges, base.cityId);
  return { props: { ...base.formProps, initial, districts: await base.districtsOf(base.cityId) }, wrap: base.wrap };
}
