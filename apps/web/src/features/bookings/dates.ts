// The booking date formats moved to lib/ so other features (My Price Alerts) can share them.
export * from '../../lib/day-format';

import type { Language } from '@yolcu/contract';
import dayjs from 'dayjs';

/** When a kept ticket was fetched, in the reader's own time: `23 Kas 18:40` / `23 Nov 18:40` (issue 12). */
export const savedStamp = (savedAt: number, lang: Language) => dayjs(savedAt).locale(lang).format('D MMM HH:mm');

/** The day of an instant (a refund, a cancellation) in the reader's own time: `24 November 2026` / `24 Kasım 2026`. */
export const instantDay = (iso: string, lang: Language) => dayjs(iso).locale(lang).format('D MMMM YYYY');
