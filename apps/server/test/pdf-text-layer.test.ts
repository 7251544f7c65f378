import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type BookingDocument, drawDocument } from '../src/modules/bookings/pdf-document.js';

const documentFor = (name: string, note: string): BookingDocument => ({
  title: 'E-bilet',
  pnrLabel: 'PNR',
  pnr: 'K7M2QX',
  subtitle: 'Uçuş İstanbul → Antalya',
  footer: 'Yolcu',
  language: 'tr',
  sections: [{ title: 'Yolcular', rows: [['Ad soyad', name]], paragraphs: [note] }],
});

const textOf = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(/\s+/g, ' ');

describe('the text layer of documents drawn one after another in one process (issue 41)', () => {
  it('keeps every letter, whichever document first used a glyph as part of another (the O in Ö)', async () => {
    // The first document draws Ö, Ü and İ (composites of O, U and I) but never O, U or I alone.
    const runs: Array<[string, string]> = [
      ['Ayşe Yılmaz', 'Ödeme Özeti, Ücret, İade'],
      ['Umut Oral', 'Uçuş bilgileri'],
      ['Irmak Ulu', 'Onay kodu'],
      ['Zeynep Öztürk', 'Ödeme Özeti'],
    ];
    for (const [name, note] of runs) {
      const text = await textOf(await drawDocument(documentFor(name, note)));
      expect(text).toContain(name);
      expect(text).toContain(note);
      expect(text).toContain('Uçuş İstanbul → Antalya');
    }
  });
});

describe('the PNR in the text layer', () => {
  it('reads as one word, whatever its letters: a traveller copies it from the PDF', async () => {
    // Found by a full run: "469QTT" read as "469QT T" where the letters were drawn spaced apart.
    for (const pnr of ['469QTT', 'TTTTTT', 'AVAVAV', 'LYTJ7W', 'W1IIL1']) {
      const text = await textOf(await drawDocument({ ...documentFor('Ayşe Yılmaz', 'Onay kodu'), pnr }));
      expect(text).toContain(`PNR ${pnr} `);
    }
  });
});
