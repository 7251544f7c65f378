import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every string a person reads goes through the catalogue: each key the web uses must exist in tr and en.
const srcDir = path.resolve(import.meta.dirname, '..');
const catalogDir = path.resolve(import.meta.dirname, '../../../server/src/data/i18n');
// A language is `{lang}.json` plus every `{feature}.{lang}.json` (the server merges them the same way).
const catalog = (lang: string): Record<string, string> =>
  Object.assign(
    {},
    ...readdirSync(catalogDir)
      .filter((f) => f === `${lang}.json` || f.endsWith(`.${lang}.json`))
      .map((f) => JSON.parse(readFileSync(path.join(catalogDir, f), 'utf8'))),
  );

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const usedKeys = new Set(
  sourceFiles(srcDir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\('([a-z0-9_.]+)'/g)].map((m) => m[1] as string),
  ),
);

describe('translation catalogue', () => {
  const tr = catalog('tr');
  const en = catalog('en');
  const has = (c: Record<string, string>, key: string) => key in c || `${key}_other` in c;

  it('has tr and en with the same keys', () => {
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
  });

  it('holds every key the web app uses, in both languages', () => {
    expect(usedKeys.size).toBeGreaterThan(50);
    const missing = [...usedKeys].filter((k) => !has(tr, k) || !has(en, k));
    expect(missing).toEqual([]);
  });
});
