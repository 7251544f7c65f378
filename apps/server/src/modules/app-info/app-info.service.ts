import { APP_VERSION, type AppInfo, type Language, LANGUAGES } from '@yolcu/contract';
import type { SocialNetwork } from '../../config.js';
import type { Db } from '../../db/client.js';
import { currencies } from '../../db/schema.js';
import { catalogs, translate } from '../../lib/i18n.js';
import { BILL_TYPES, FLIGHT_CLASSES, GENDER_TYPES, PASSENGER_TYPES } from '../../data/reference/flight-constants.js';

/** Contact facts shown in the app; the same company as the branches and corporate pages. */
export const SUPPORT_EMAIL = 'destek@yolcu.example';
/** The one support line: the contact page, the app and the transfer voucher all give this number. */
export const SUPPORT_PHONE = '+90 850 555 01 00';

const COMPANY = {
  phone: SUPPORT_PHONE,
  email: SUPPORT_EMAIL,
  address: 'Levent Mah. Büyükdere Cad. No: 181 Kat: 6, 34330 Beşiktaş/İstanbul',
};

/** The oldest native build that still works; older shells must update (01 §4). */
export const MIN_USABLE_VERSION = '1.0.0';
export const MIN_SUPPORTED_VERSION = '1.1.0';

function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

export async function buildAppInfo(
  db: Db,
  lang: Language,
  clientVersion: string | undefined,
  publicUrl: string,
  socialLinks: Partial<Record<SocialNetwork, string>> = {},
): Promise<AppInfo> {
  const rows = await db.select({ code: currencies.code, icon: currencies.icon }).from(currencies);
  const version = clientVersion && /^\d+\.\d+\.\d+$/.test(clientVersion) ? clientVersion : APP_VERSION;
  const tr = (key: string) => translate(lang, key);
  return {
    version: APP_VERSION,
    is_usable: compareVersions(version, MIN_USABLE_VERSION) >= 0,
    is_suported: compareVersions(version, MIN_SUPPORTED_VERSION) >= 0,
    app_store: 'https://apps.apple.com/app/yolcu/id0000000000',
    google_play: 'https://play.google.com/store/apps/details?id=example.yolcu.app',
    languages: { tr: 'Türkçe', en: 'English' },
    locale_versions: Object.fromEntries(LANGUAGES.map((l) => [l, catalogs[l].version])),
    contact_phone: COMPANY.phone,
    contact_email: COMPANY.email,
    contact_address: COMPANY.address,
    currency_codes: Object.fromEntries(rows.map((r) => [r.code, r.icon])),
    app_domain: publicUrl,
    // 01 §2: social links "when configured"; a placeholder account would send travellers nowhere.
    social: {
      facebook: socialLinks.facebook ?? null,
      instagram: socialLinks.instagram ?? null,
      twitter: socialLinks.twitter ?? null,
      linkedin: socialLinks.linkedin ?? null,
    },
    constants: {
      flight_api_constants: {
        passenger_types: PASSENGER_TYPES.map(({ nameKey, ...p }) => ({ ...p, name: tr(nameKey) })),
        flight_classes: FLIGHT_CLASSES.map((c) => ({ value: c.value, name: tr(c.nameKey) })),
      },
      gender_types: Object.fromEntries(Object.entries(GENDER_TYPES).map(([k, v]) => [k, tr(v)])),
      bill_types: Object.fromEntries(Object.entries(BILL_TYPES).map(([k, v]) => [k, tr(v)])),
    },
  };
}
