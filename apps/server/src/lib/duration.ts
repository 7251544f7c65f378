import type { Language } from '@yolcu/contract';
import { formatDurationWith } from '@yolcu/contract/messages';
import { catalogs } from './i18n.js';

/**
 * A span of minutes in `lang` as the web writes it (its lib/duration.ts): the contract's rule with the
 * same catalogue entries (duration.{tr,en}.json), whose `{{h}}` and `{{m}}` are filled in here.
 * `1 sa 15 dk` / `1h 15m`, never `1:15`, which reads as a time of day (issue 41).
 */
export function formatDuration(lang: Language, minutes: number): string {
  return formatDurationWith(minutes, (key, values) =>
    (catalogs[lang].catalog[key] ?? catalogs.en.catalog[key] ?? key).replace(
      /\{\{\s*(h|m)\s*\}\}/g,
      (_, name: 'h' | 'm') => String(values[name]),
    ),
  );
}
