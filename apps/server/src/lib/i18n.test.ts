import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './i18n.js';

describe('Accept-Language', () => {
  it.each([
    [undefined, 'tr'],
    ['', 'tr'],
    ['en-GB,en;q=0.9', 'en'],
    ['tr-TR', 'tr'],
    ['de-DE, en;q=0.5, tr;q=0.8', 'tr'],
    ['en;q=0.1, tr;q=0.9', 'tr'],
    ['de', 'en'],
    ['*', 'tr'],
  ])('%s reads as %s, by its weights', (header, lang) => {
    expect(languageFromHeader(header)).toBe(lang);
  });
});
