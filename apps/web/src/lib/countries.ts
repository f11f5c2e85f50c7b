import { COUNTRY_SEARCH_RESULTS } from '@copyvest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logError } from '@/lib/log-error';

/** The fields the app reads from the countries service (`GET /v3.1/all`). */
export type TCountry = {
  name: { common: string };
  cca2: string;
  flag: string;
};

/** All countries, sorted by `name.common`. */
export async function fetchCountries(signal?: AbortSignal): Promise<TCountry[]> {
  try {
    const countries = await api.get<TCountry[]>('/v3.1/all', signal);
    return [...countries].sort((a, b) => a.name.common.localeCompare(b.name.common));
  } catch (err) {
    logError('Error fetching countries:', err);
    throw err;
  }
}

export const countriesQueryOptions = queryOptions({
  queryKey: ['countries'],
  queryFn: ({ signal }) => fetchCountries(signal),
  staleTime: Infinity,
});

export function useCountries(enabled = true) {
  return useQuery({ ...countriesQueryOptions, enabled });
}

/** Up to COUNTRY_SEARCH_RESULTS countries whose name contains the query; prefix matches first. */
export function searchCountries(countries: readonly TCountry[], query: string): TCountry[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return countries.slice(0, COUNTRY_SEARCH_RESULTS);
  const starts: TCountry[] = [];
  const contains: TCountry[] = [];
  for (const country of countries) {
    const name = country.name.common.toLocaleLowerCase();
    if (name.startsWith(needle)) starts.push(country);
    else if (name.includes(needle)) contains.push(country);
  }
  return [...starts, ...contains].slice(0, COUNTRY_SEARCH_RESULTS);
}
