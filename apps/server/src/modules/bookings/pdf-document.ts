import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { create } from 'fontkit';
import type { Language } from '@yolcu/contract';
import PDFDocument from 'pdfkit';
import { translate } from '../../lib/i18n.js';
import { onThreadOrHere } from '../../lib/job-thread.js';
import { PdfThread } from './pdf-thread.js';

/**
 * The booking documents' one layout (03 §14), drawn with pdfkit: a header with the document's
 * title and PNR, then sections of label/value rows and paragraphs. DejaVu Sans is embedded (only
 * the glyphs used), so Turkish letters (ğ, ş, ı, İ) print and can be searched and copied. The faces
 * are DejaVu without its hinting (`scripts/make-pdf-fonts.mjs`): pdfkit copied the hinting into
 * every document, a third of its drawing time, for viewers that do not use it.
 */
const fontDir = fileURLToPath(new URL('../../../assets/fonts/', import.meta.url));
/**
 * Parsed once: each document then only subsets the glyphs it uses (parsing took most of a PDF's 33 ms).
 * A shared face keeps each glyph object with the characters of its first use, and pdfkit's text layer
 * (ToUnicode) reads them: a glyph first reached as a part of another (the O in Ö, when a subset was
 * written) kept none, and later documents lost that letter on copy and search ("Umut Oral" read
 * "mut ral", issue 41). Every glyph a character maps to is therefore made once here, from its character.
 */
const face = (file: string) => {
  const font = create(readFileSync(path.join(fontDir, file))) as unknown as {
    characterSet: number[];
    glyphForCodePoint(codePoint: number): unknown;
  };
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  return font as unknown as PDFKit.Mixins.PDFFontSource;
};
/** The two faces, made on the first document a thread draws (about 50 ms each), not when the server loads. */
let faces: { regular: PDFKit.Mixins.PDFFontSource; bold: PDFKit.Mixins.PDFFontSource } | undefined;
const fonts = () =>
  (faces ??= { regular: face('DejaVuSans-unhinted.ttf'), bold: face('DejaVuSans-Bold-unhinted.ttf') });

const INK = '#0f1a2a';
const MUTED = '#5a6677';
const BRAND = '#0b5cad';
const MARGIN = 48;

export interface DocumentSection {
  title: string;
  rows?: Array<[label: string, value: string]>;
  paragraphs?: string[];
  /** Highlighted, as the meeting instructions are. */
  note?: string;
}

export interface BookingDocument {
  /** "E-ticket", "Transfer voucher", in the booking's language. */
  title: string;
  pnrLabel: string;
  pnr: string;
  /** Shown as a red banner above everything else (a cancelled booking). */
  banner?: string;
  subtitle: string;
  sections: DocumentSection[];
  footer: string;
  language: string;
}

const thread = new PdfThread();

/**
 * Renders the document to a PDF buffer on the PDF thread; drawn here instead when that thread
 * cannot run (a document that fails to draw fails here too, with its own error).
 */
export function renderDocument(d: BookingDocument): Promise<Buffer> {
  return onThreadOrHere(
    thread,
    () => thread.render(d),
    () => drawDocument(d),
  );
}

/** Draws the document to a PDF buffer on this thread. */
export function drawDocument(d: BookingDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // No default font: Helvetica's metrics file would be read for every document, and DejaVu as
    // the default made pdfkit compare the two registrations of one face on every document.
    font: null as unknown as string,
    lang: d.language,
    info: { Title: `${d.title} ${d.pnr}`, Author: 'Yolcu', Subject: d.subtitle },
    displayTitle: true,
  });
  doc.registerFont('regular', fonts().regular);
  doc.registerFont('bold', fonts().bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  doc.font('bold').fontSize(11).fillColor(BRAND).text('YOLCU', MARGIN, MARGIN);
  doc.font('bold').fontSize(20).fillColor(INK).text(d.title);
  doc.font('regular').fontSize(10).fillColor(MUTED).text(d.subtitle);
  doc.moveDown(0.6);
  doc.font('regular').fontSize(10).fillColor(MUTED).text(d.pnrLabel);
  // No extra letter spacing: text layers read a wide gap as a space ("469QT T"), and the PNR is copied.
  doc.font('bold').fontSize(24).fillColor(INK).text(d.pnr);
  if (d.banner) {
    doc.moveDown(0.4);
    const y = doc.y;
    doc.rect(MARGIN, y, width, 26).fill('#fdecea');
    doc
      .font('bold')
      .fontSize(12)
      .fillColor('#b3261e')
      .text(d.banner, MARGIN + 10, y + 7, { width: width - 20 });
    doc.y = y + 32;
  }

  for (const s of d.sections) {
    doc.moveDown(0.8);
    doc.x = MARGIN;
    doc.font('bold').fontSize(13).fillColor(BRAND).text(s.title, { width });
    doc
      .moveTo(MARGIN, doc.y + 2)
      .lineTo(MARGIN + width, doc.y + 2)
      .lineWidth(0.5)
      .strokeColor('#d5dbe3')
      .stroke();
    doc.moveDown(0.4);
    for (const [label, value] of s.rows ?? []) {
      const y = doc.y;
      doc.font('regular').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: 150 });
      const afterLabel = doc.y;
      doc
        .font('regular')
        .fontSize(11)
        .fillColor(INK)
        .text(value, MARGIN + 160, y, { width: width - 160 });
      doc.y = Math.max(doc.y, afterLabel) + 3;
    }
    for (const p of s.paragraphs ?? []) {
      doc.font('regular').fontSize(10.5).fillColor(INK).text(p, MARGIN, doc.y, { width });
      doc.moveDown(0.3);
    }
    if (s.note) {
      const height = doc.heightOfString(s.note, { width: width - 20 }) + 16;
      const y = doc.y + 2;
      doc.rect(MARGIN, y, width, height).fill('#fff8e1');
      doc
        .font('regular')
        .fontSize(10.5)
        .fillColor(INK)
        .text(s.note, MARGIN + 10, y + 8, { width: width - 20 });
      doc.y = y + height + 4;
    }
  }
  doc.moveDown(1.2);
  doc.font('regular').fontSize(9).fillColor(MUTED).text(d.footer, MARGIN, doc.y, { width });
  doc.end();
  return done;
}

/** The file name of a booking's PDF, in its language: `yolcu-K7M2QX-e-ticket.pdf`, `…-transfer-belgesi.pdf`. */
export const documentFilename = (pnr: string | null, product: 'flight' | 'transfer', lang: Language) =>
  `yolcu-${pnr}-${translate(lang, `doc.download_name_${product}`)}.pdf`;

export const pdfAttachment = (filename: string, pdf: Buffer) => ({
  filename,
  content: pdf.toString('base64'),
  contentType: 'application/pdf',
  encoding: 'base64' as const,
});
