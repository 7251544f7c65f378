import { CURRENCIES, type CurrencyCode, type Language, LANGUAGES } from '@yolcu/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { Radio, RadioGroup } from 'react-aria-components';
import { Button } from '../../components/ui/button';
import { Popup } from '../../components/ui/popup';
import { Sheet } from '../../components/ui/sheet';
import { toast } from '../../components/ui/toast';
import { useAppInfo, useCountries } from '../../lib/api/queries';
import { type Settings, useSettings } from '../../lib/settings-store';
import { put } from '../../lib/api/client';
import { useSession } from '../../lib/session';
import { useShellUi } from './shell-store';

const radioClass =
  'flex min-h-12 cursor-pointer items-center justify-between rounded-xl border border-line px-4 text-[15px] data-[selected]:border-brand-500 data-[selected]:bg-brand-50 data-[selected]:font-semibold focus-visible:ring-2 focus-visible:ring-brand-500';

/** Language, Country/Region and Currency with Save; a new language asks Restart or Later (01 §2, §4). */
export function SettingsSheet() {
  const { t } = useTranslation();
  const { panel, close } = useShellUi();
  const settings = useSettings();
  const info = useAppInfo().data;
  const countries = useCountries();
  const [draft, setDraft] = useState<Settings>(settings);
  const [askRestart, setAskRestart] = useState(false);
  const isOpen = panel === 'settings';

  useEffect(() => {
    if (isOpen) setDraft({ language: settings.language, country: settings.country, currency: settings.currency });
  }, [isOpen, settings.language, settings.country, settings.currency]);

  const signedIn = Boolean(useSession((st) => st.token));
  /** Signed-in users keep their settings with the account, so another device gets them too. */
  const saveToAccount = (next: Settings) => {
    if (signedIn) put('/api/user/settings/', next).catch(() => toast.error(t('error.generic')));
  };

  function save() {
    if (draft.language !== settings.language) {
      setAskRestart(true);
      return;
    }
    settings.save(draft);
    saveToAccount(draft);
    close();
    toast.success(t('settings.saved'));
  }

  const languages = info?.languages ?? { tr: 'Türkçe', en: 'English' };
  return (
    <>
      <Sheet
        isOpen={isOpen}
        onOpenChange={(o) => !o && close()}
        title={t('settings.title')}
        footer={
          <Button className="w-full" onPress={save}>
            {t('common.save')}
          </Button>
        }
      >
        <div className="space-y-6">
          <RadioGroup
            value={draft.language}
            onChange={(v) => setDraft({ ...draft, language: v as Language })}
            className="space-y-2"
          >
            <span className="block text-sm font-semibold">{t('settings.language')}</span>
            {LANGUAGES.map((code) => (
              <Radio key={code} value={code} className={radioClass}>
                {languages[code] ?? code}
                <span className="text-sm text-muted">{code.toUpperCase()}</span>
              </Radio>
            ))}
          </RadioGroup>
          <div className="space-y-2">
            <label htmlFor="settings-country" className="block text-sm font-semibold">
              {t('settings.country')}
            </label>
            <select
              id="settings-country"
              value={draft.country}
              onChange={(e) => setDraft({ ...draft, country: e.target.value })}
              className="h-12 w-full rounded-xl border border-line bg-white px-3 text-[16px]"
            >
              {(countries.data ?? [{ id: 0, code: draft.country, name: draft.country, phone_code: '' }]).map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <RadioGroup
            value={draft.currency}
            onChange={(v) => setDraft({ ...draft, currency: v as CurrencyCode })}
            className="space-y-2"
          >
            <span className="block text-sm font-semibold">{t('settings.currency')}</span>
            <div className="grid grid-cols-2 gap-2">
              {CURRENCIES.map((code) => (
                <Radio key={code} value={code} className={radioClass}>
                  {code}
                  <span className="text-muted">{info?.currency_codes[code] ?? ''}</span>
                </Radio>
              ))}
            </div>
            <p className="text-sm text-muted">{t('settings.currency_hint')}</p>
          </RadioGroup>
        </div>
      </Sheet>
      <Popup
        isOpen={askRestart}
        onOpenChange={setAskRestart}
        title={t('settings.restart_title')}
        actions={
          <>
            <Button
              variant="secondary"
              onPress={() => {
                settings.saveLater(draft);
                saveToAccount(draft);
                setAskRestart(false);
                close();
                toast.info(t('settings.restart_later_note'));
              }}
            >
              {t('settings.later')}
            </Button>
            <Button
              onPress={async () => {
                settings.save(draft);
                if (signedIn) await put('/api/user/settings/', draft).catch(() => undefined);
                window.location.reload();
              }}
            >
              {t('settings.restart')}
            </Button>
          </>
        }
      >
        {t('settings.restart_text')}
      </Popup>
    </>
  );
}
