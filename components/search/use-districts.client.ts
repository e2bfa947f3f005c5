'use client';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiGet } from '@/lib/api/client';
import type { Lang } from '@/lib/api/lang';
import type { Option } from './multi-select.client';

/**
 * The districts of the form's city: the first city's come with the page
 * (the query's initial data), another city's from GET /api/districts/get-by-city, each kept by the
 * tab's query client.
 */
export function useDistricts(lang: Lang, cityId: number | undefined, first: { cityId: number | undefined; districts: readonly Option[] }): Option[] {
  const query = useQuery({
    queryKey: ['districts', lang, cityId],
    queryFn: ({ signal }) => apiGet('/api/districts/get-by-city', { cityId, language: lang }, { signal }),
    enabled: cityId !== undefined,
    initialData: cityId === first.cityId ? first.districts.map((d) => ({ id: d.id, districtName: d.name, slug: '', cityId: cityId ?? 0 })) : undefined,
  });
  return useMemo(() => (query.data ?? []).map((d) => ({ id: d.id, name: d.districtName })), [query.data]);
}
