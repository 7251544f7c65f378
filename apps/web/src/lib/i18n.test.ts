import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from './i18n';

/** A catalogue already kept on the device, so that no request is made. */
const keep = (lang: string) =>
  localStorage.setItem(`yolcu.catalog.${lang}`, JSON.stringify({ version: 'v1', catalog: { hello: 'Merhaba' } }));

describe('starting the app in a language (issue 21)', () => {
  afterEach(() => localStorage.clear());

  it("leaves the page's lang attribute untouched when it already says that language", async () => {
    keep('tr');
    document.documentElement.lang = 'tr';
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    await initI18n('tr');
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes).toHaveLength(0);
  });

  it('sets it when the language differs', async () => {
    keep('en');
    document.documentElement.lang = 'tr';
    await initI18n('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
