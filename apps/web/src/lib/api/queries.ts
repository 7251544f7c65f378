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

export const useCountries = () => {
  const language = useSettings((s) => s.language);
  return useQuery({
    queryKey: ['countries', language],
    queryFn: () => get<{ results: Country[] }>('/api/countries/', { page_size: 1000 }).then((r) => r.results),
  });
};

/** The countries' answer taken as fetched now (a payment page drawn by the server came with it). */
export const seedCountries = (language: string, answer: { results: Country[] }) =>
  queryClient.setQueryData(['countries', language], answer.results);

export const useCurrency = (code: CurrencyCode) =>
  useQuery({ queryKey: ['currency', code], queryFn: () => get<Currency>(`/api/currency/${code}/`) });

export const useCorporatePages = () => {
  const language = useSettings((s) => s.language);
  return useQuery({
    queryKey: ['corporate-pages', language],
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
