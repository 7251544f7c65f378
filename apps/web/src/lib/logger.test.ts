import type { UiLogEvent } from '@yolcu/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushLogs, logEvent, logRequestFailure, pendingLogs, setLogSender } from './logger';

let sent: UiLogEvent[][];
beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  setLogSender(async (events) => {
    sent.push(events);
  });
});
afterEach(() => {
  flushLogs();
  vi.useRealTimers();
});

describe('UI event logger (01 §7)', () => {
  it('waits for 5 events and the 30 s tick before sending', () => {
    for (let i = 0; i < 4; i++) logEvent('info', `e${i}`);
    vi.advanceTimersByTime(30_000);
    expect(sent).toHaveLength(0);
    logEvent('info', 'e4');
    vi.advanceTimersByTime(30_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(5);
  });

  it('sends at once when 15 are queued', () => {
    for (let i = 0; i < 15; i++) logEvent('info', `e${i}`);
    expect(sent).toHaveLength(1);
    expect(pendingLogs()).toBe(0);
  });

  it('sends at once on an error state', () => {
    logEvent('info', 'a');
    logEvent('error', 'boom');
    expect(sent[0]?.map((e) => e.event_name)).toEqual(['a', 'boom']);
  });

  it('never sends sensitive fields or personal data', () => {
    logEvent('error', 'pay', '', {
      card_number: '4111111111111111',
      card_cvc: '123',
      password: 'x',
      email: 'a@b.c',
      note: 'card 4111 1111 1111 1111',
    });
    // Personal data goes with the secrets (issue 36): the e-mail too.
    expect(sent[0]?.[0]?.post_data).toEqual({ note: 'card [card]' });
  });

  it('logs failed requests by level: 5xx critical, 4xx error, 3xx warning', () => {
    logRequestFailure('GET', '/api/x/', 503, 'down');
    logRequestFailure('GET', '/api/x/', 404, '{"detail":"Not found."}');
    logRequestFailure('GET', '/api/x/', 304, '');
    flushLogs();
    const states = sent.flat().map((e) => e.event_state);
    expect(states).toEqual(['critical', 'error', 'warning']);
  });

  it('logs the expected 404 of /api/geo/ (a local address has no city) as info, never as an error', () => {
    logRequestFailure('GET', '/api/geo/', 404, '{"detail":"Location unknown."}');
    expect(sent).toHaveLength(0);
    flushLogs();
    expect(sent.flat().map((e) => [e.event_state, e.explanation])).toEqual([['info', 'GET /api/geo/ 404']]);
    logRequestFailure('GET', '/api/geo/', 500, 'down');
    expect(sent.flat().at(-1)?.event_state).toBe('critical');
  });
});
