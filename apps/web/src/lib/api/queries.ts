import type { AppInfo, Country, CorporatePage, Currency, CurrencyCode } from '@yolcu/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from '../query-client';
import { getSettings, useSettings } from '../settings-store';
import { get } from './client';

/**
 * Queries more than one feature reads (app info, countries, currencies, corporate pages, the
 * unread badge). Keys carry the language, so a language change never shows stale text.
 */
export const appInfoQuery = () =>
  queryOptions({ queryKey: ['app-info', getSettings().language], queryFn: () => get<AppInfo>('/api/mobile/info/') });

export const useAppInfo = () => {
  const language = useSettings((s) => s.language);
  return useQuery({ ...appInfoQuery(), queryKey: ['app-info', language] });
};

// One key per list, for its query and for the answers a drawn payment page brings (seedPaymentLists).
const countriesKey = (language: string) => ['countries', language];
const corporatePagesKey = (language: string) => ['corporate-pages', language];
const currencyKey = (code: CurrencyCode) => ['currency', code];

export const useCountries = () => {
  const language = useSettings((s) => s.language);
  return useQuery({
    queryKey: countriesKey(language),
    queryFn: () => get<{ results: Country[] }>('/api/countries/', { page_size: 1000 }).then((r) => r.results),
  });
};

/** The reference lists a payment page draws with, as their calls answer them (web and server alike). */
export interface PaymentLists {
  countries?: { results: Country[] };
  corporate?: { results: CorporatePage[] };
  currency?: Currency;
}

/**
 * A payment page drawn by the server came with its lists: taken as fetched now, so that the form
 * is not drawn a second time as each arrives (issue 21).
 */
export function seedPaymentLists(language: string, lists: PaymentLists) {
  if (lists.countries) queryClient.setQueryData(countriesKey(language), lists.countries.results);
  if (lists.corporate) queryClient.setQueryData(corporatePagesKey(language), lists.corporate.results);
  if (lists.currency) queryClient.setQueryData(currencyKey(lists.currency.code), lists.currency);
}

export const useCurrency = (code: CurrencyCode) =>
  useQuery({ queryKey: currencyKey(code), queryFn: () => get<Currency>(`/api/currency/${code}/`) });

export const useCorporatePages = () => {
  const language = useSettings((s) => s.language);
  return useQuery({
    queryKey: corporatePagesKey(language),
    queryFn: () => get<{ results: CorporatePage[] }>('/api/content/corporate/').then((r) => r.results),
  });
};

export const notificationInfoKey = ['notification-info'] as const;
export const useUnreadCount = () =>
  useQuery({
    queryKey: notificationInfoKey,
    queryFn: () => get<{ unread_count: number }>('/api/notification/info/').then((r) => r.unread_count),
    // The badge should notice new announcements without a reload.
    staleTime: 60_000,
  });
