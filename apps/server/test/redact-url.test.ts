import { describe, expect, it } from 'vitest';
import { redactUrl } from '../src/lib/redact.js';

describe('request addresses as the log writes them', () => {
  it("hides a staff search's words (a phone, an e-mail, a PNR) and a card's number, keeps the rest", () => {
    const logged = redactUrl('/api/admin/bookings/?q=5321234567&page=2');
    expect(logged).toBe('/api/admin/bookings/?q=[redacted]&page=2');
    expect(redactUrl('/api/admin/bookings/?q=ayse%40example.com')).not.toContain('example');
    expect(redactUrl('/api/flight/gateway/payment/?card_number=4111111111111111')).not.toContain('4111');
  });
});
