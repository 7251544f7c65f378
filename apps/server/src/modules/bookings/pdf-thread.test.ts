import { describe, expect, it } from 'vitest';
import { PdfThread } from './pdf-thread.js';

const document = {
  title: 'E-bilet',
  pnrLabel: 'PNR',
  pnr: 'K7M2QX',
  subtitle: 'İstanbul → Antalya',
  footer: 'Yolcu',
  language: 'tr',
  sections: [{ title: 'Uçuş', rows: [['Kalkış', 'İstanbul Havalimanı (IST), 14:30']] as Array<[string, string]> }],
};

describe('the PDF thread (issue 21)', () => {
  it('draws documents off the request thread, several at once, each whole', async () => {
    const thread = new PdfThread();
    const pdfs = await Promise.all([1, 2, 3].map((n) => thread.render({ ...document, pnr: `K7M2Q${n}` })));
    expect(thread.unavailable).toBe(false);
    for (const pdf of pdfs) {
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    }
    expect(new Set(pdfs.map((p) => p.toString('latin1'))).size).toBe(3);
  }, 30_000);
});
