import { describe, expect, it } from 'vitest';
import { bookingMailHtml } from './booking-mail.js';
import { MailThread } from './mail-thread.js';

const content = {
  to: 'ayse@example.com',
  subject: 'Rezervasyonunuz K7M2QX',
  firstName: 'Ayşe',
  intro: 'Rezervasyonunuz tamamlandı.',
  pnr: 'K7M2QX',
  sections: [{ title: 'Gidiş: IST → AYT', lines: ['TK2412  IST 12 Aralık 10:00 → AYT 11:15'] }],
  total: 'Toplam: ₺1.234,56',
  link: 'https://yolcu.example/flight/booking/detail/abc',
};

describe('the mail thread (issue 21)', () => {
  it('draws confirmation mails off the request thread, the same HTML as drawn in place', async () => {
    const thread = new MailThread();
    const jobs = [1, 2, 3].map((n) => ({ lang: 'tr' as const, content: { ...content, pnr: `K7M2Q${n}` } }));
    const drawn = await Promise.all(jobs.map((job) => thread.render(job)));
    expect(thread.unavailable).toBe(false);
    drawn.forEach((html, i) => {
      expect(html).toBe(bookingMailHtml('tr', jobs[i]!.content));
      expect(html).toContain(`K7M2Q${i + 1}`);
    });
  }, 30_000);
});
