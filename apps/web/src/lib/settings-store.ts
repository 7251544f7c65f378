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
  /** A language chosen with "Later": it takes effect at the next start (01 §4). */
  pendingLanguage: Language | null;
  save(next: Settings): void;
  saveLater(next: Settings): void;
  applyPendingLanguage(): void;
}

/** Guests keep their settings on the device; signed-in users also save them to the account. */
export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      language: deviceLanguage(),
      country: DEFAULT_COUNTRY,
      currency: DEFAULT_CURRENCY,
      pendingLanguage: null,
      save: (next) => set({ ...next, pendingLanguage: null }),
      saveLater: ({ language, ...rest }) => set({ ...rest, pendingLanguage: language }),
      applyPendingLanguage: () =>
        set((s) => (s.pendingLanguage ? { language: s.pendingLanguage, pendingLanguage: null } : s)),
    }),
    {
      name: 'yolcu.settings',
      partialize: ({ language, country, currency, pendingLanguage }) => ({
        language,
        country,
        currency,
        pendingLanguage,
      }),
    },
  ),
);

export const getSettings = (): Settings => {
  const { language, country, currency } = useSettings.getState();
  return { language, country, currency };
};
