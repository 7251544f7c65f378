import { describe, expect, it } from 'vitest';
import { calendarWindow, pricesOf } from './price-calendar';

describe('calendarWindow', () => {
  const today = '2031-01-10';
  const last = '2032-01-05';

  it('asks from today at the earliest, 62 days at most', () => {
    expect(calendarWindow('2031-01-01', '2031-01-31', today, last)).toEqual({ start: '2031-01-10', days: 22 });
    expect(calendarWindow('2031-03-01', '2031-06-30', today, last)).toEqual({ start: '2031-03-01', days: 62 });
  });

  it('asks for no day after the last one on sale (issue 36)', () => {
    expect(calendarWindow('2032-01-01', '2032-01-31', today, last)).toEqual({ start: '2032-01-01', days: 5 });
    expect(calendarWindow('2032-02-01', '2032-02-29', today, last)).toBeNull();
  });
});

describe('pricesOf', () => {
  const days = [
    { date: '2031-01-10', price: 1200 },
    { date: '2031-01-11', price: null },
  ];
  it('keeps a null day as "nothing flies" in a calendar of real searches', () => {
    expect([...pricesOf({ currency: 'TRY', days })]).toEqual([
      ['2031-01-10', 1200],
      ['2031-01-11', null],
    ]);
  });
  it('leaves an indicative calendar\'s null day unknown, never "no flights"', () => {
    expect([...pricesOf({ currency: 'TRY', days, indicative: true })]).toEqual([['2031-01-10', 1200]]);
  });
});
