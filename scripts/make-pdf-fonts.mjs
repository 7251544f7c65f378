#!/usr/bin/env node
// Writes DejaVu Sans without its TrueType hinting into apps/server/assets/fonts/ (issue 21), for
// the booking PDFs. Run once after dejavu-fonts-ttf changes, and commit the files:
//
//   node scripts/make-pdf-fonts.mjs
//
// pdfkit copies a font's hinting (its fpgm, prep and cvt tables and each glyph's instructions)
// into every document's subset. PDF viewers draw without it, and it was a third of a PDF's
// drawing time and 45 % of its bytes. Every glyph of the face is kept, so nothing that printed
// before prints as a box now.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create } from 'fontkit';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = path.join(
  path.dirname(require.resolve('dejavu-fonts-ttf/package.json', { paths: ['apps/server'] })),
  'ttf',
);
const out = path.resolve(import.meta.dirname, '../apps/server/assets/fonts');

for (const face of ['DejaVuSans', 'DejaVuSans-Bold']) {
  const font = readFileSync(path.join(source, `${face}.ttf`));
  const everyGlyph = create(font)
    .characterSet.map((c) => String.fromCodePoint(c))
    .join('');
  const unhinted = await subsetFont(font, everyGlyph, { targetFormat: 'truetype', noHinting: true });
  writeFileSync(path.join(out, `${face}-unhinted.ttf`), unhinted);
  console.log(`${face}-unhinted.ttf: ${unhinted.length} bytes (from ${font.length})`);
}
