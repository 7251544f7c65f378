import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addCatalog, hasText, switchLanguage, translate, translator, useTranslation } from './translate';

const en = {
  seats_one: '{{count}} seat',
  seats_other: '{{count}} seats',
  greeting: 'Hello, {{ name }}',
  plain: 'Plain',
};
const tr = { seats_one: '{{count}} koltuk', seats_other: '{{count}} koltuk', greeting: 'Merhaba {{name}}' };

afterEach(cleanup);

describe('translator', () => {
  const t = translator('en', en);

  it('fills values and picks the plural form by the language rule', () => {
    expect(t('greeting', { name: 'Ayşe' })).toBe('Hello, Ayşe');
    expect(t('seats', { count: 1 })).toBe('1 seat');
    expect(t('seats', { count: 0 })).toBe('0 seats');
    expect(t('seats', { count: 4 })).toBe('4 seats');
    expect(translator('tr', tr)('seats', { count: 1 })).toBe('1 koltuk');
  });

  it('reads a missing key as itself and keeps a placeholder it has no value for', () => {
    expect(t('nowhere.key')).toBe('nowhere.key');
    expect(t('greeting')).toBe('Hello, {{ name }}');
    expect(t('greeting', { other: 1 })).toBe('Hello, {{ name }}');
    expect(t('greeting', { name: undefined as unknown as string })).toBe('Hello, {{ name }}');
    expect(t('plain', { count: 2 })).toBe('Plain');
  });
});

function Greeting() {
  const { t, i18n } = useTranslation();
  return (
    <p>
      {i18n.language}: {t('greeting', { name: 'Can' })}
    </p>
  );
}

describe('the current language', () => {
  it('draws again what is on screen when the language or its catalogue changes', () => {
    addCatalog('en', en);
    switchLanguage('en');
    render(<Greeting />);
    expect(screen.getByText('en: Hello, Can')).toBeTruthy();
    act(() => switchLanguage('tr'));
    // Turkish has no catalogue yet: keys show until it arrives, then its text.
    expect(screen.getByText('tr: greeting')).toBeTruthy();
    act(() => addCatalog('tr', tr));
    expect(screen.getByText('tr: Merhaba Can')).toBeTruthy();
    expect(translate('seats', { count: 3 })).toBe('3 koltuk');
    expect(hasText('plain')).toBe(false);
    act(() => switchLanguage('en'));
    expect(hasText('plain')).toBe(true);
  });
});
