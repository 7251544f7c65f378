import { DEFAULT_COUNTRY, DEFAULT_CURRENCY, type CurrencyCode, type Language, LANGUAGES } from '@yolcu/contract';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export interface Settings {
  language: Language;
  country: string;
  currency: CurrencyCode;
}

/** Default language is the device language when we speak it, else tr (01 §1). */
function deviceLanguage(): Language {
  const code = (navigator.language || 'tr').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : 'tr';
}

interface SettingsState extends Settings {
  save(next: Settings): void;
}

/** Guests keep their settings on the device; signed-in users also save them to the account. */
export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      language: deviceLanguage(),
      country: DEFAULT_COUNTRY,
      currency: DEFAULT_CURRENCY,
      save: (next) => set(next),
    }),
    { name: 'yolcu.settings', partialize: ({ language, country, currency }) => ({ language, country, currency }) },
  ),
);

export const getSettings = (): Settings => {
  const { language, country, currency } = useSettings.getState();
  return { language, country, currency };
};
