#!/usr/bin/env node
// Cuts the Turkish letters and the lira sign out of Inter's extended-Latin faces (issue 21), into
// apps/web/src/fonts/. Run once after @fontsource/inter changes, and commit the files:
//
//   node scripts/make-fonts.mjs
//
// Inter's Latin face lacks Ğ ğ İ Ş ş and ₺, so every Turkish page, and every price, used to fetch
// the whole extended-Latin face of each weight (35 KB each) for six glyphs. These faces hold just
// those glyphs (about 2 KB each); the full extended faces stay declared for any other letter.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

/** The glyphs, and the unicode-range the faces are declared with in turkish.css. */
const TURKISH = 'ĞğİŞş₺';
const RANGE = 'U+011E-011F, U+0130, U+015E-015F, U+20BA';
const WEIGHTS = [400, 600, 700];
const require = createRequire(import.meta.url);
const files = path.dirname(require.resolve('@fontsource/inter/package.json', { paths: ['apps/web'] }));
const out = path.resolve(import.meta.dirname, '../apps/web/src/fonts');

const rules = [];
for (const weight of WEIGHTS) {
  const source = readFileSync(path.join(files, `files/inter-latin-ext-${weight}-normal.woff2`));
  const face = await subsetFont(source, TURKISH, { targetFormat: 'woff2' });
  writeFileSync(path.join(out, `inter-turkish-${weight}.woff2`), face);
  console.log(`inter-turkish-${weight}.woff2: ${face.length} bytes`);
  rules.push(
    [
      '@font-face {',
      '  font-family: Inter;',
      '  font-style: normal;',
      '  font-display: swap;',
      `  font-weight: ${weight};`,
      `  src: url(./inter-turkish-${weight}.woff2) format("woff2");`,
      `  unicode-range: ${RANGE};`,
      '}',
    ].join('\n'),
  );
}
const css = `/*
 * Made by scripts/make-fonts.mjs (issue 21): Inter's Turkish letters and the lira sign in faces of
 * their own, imported after @fontsource's. For a code point in several faces' ranges the last
 * declared face is used, so a Turkish word or a price no longer fetches the 35 KB extended-Latin
 * face of its weight, which stays declared for any other letter.
 */
${rules.join('\n')}
`;
writeFileSync(path.join(out, 'turkish.css'), css);
