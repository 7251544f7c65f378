import { describe, expect, it } from 'vitest';
import { Patience, RecentPatience } from '../src/modules/bookings/settlement/patience.js';

describe('the patience of a traveller waiting on remote parties', () => {
  it('is exceeded by a remote call slower than it, not by a quick one', async () => {
    const quick = new Patience(30);
    await quick.remote(Promise.resolve('ok'));
    expect(quick.exceeded).toBe(false);
    const slow = new Patience(10);
    await slow.remote(new Promise((r) => setTimeout(r, 40)));
    expect(slow.exceeded).toBe(true);
  });

  it('stops waiting once every recent run of a product met a slow party, and waits again after a quick one', () => {
    const recent = new RecentPatience(4);
    for (let i = 0; i < 3; i++) recent.record('flight', true);
    expect(recent.slow('flight')).toBe(false); // not enough runs yet to judge
    recent.record('flight', true);
    expect(recent.slow('flight')).toBe(true);
    expect(recent.slow('transfer')).toBe(false); // each product apart
    recent.record('flight', false);
    expect(recent.slow('flight')).toBe(false);
    for (let i = 0; i < 3; i++) recent.record('flight', true);
    expect(recent.slow('flight')).toBe(false); // the quick run is still among the last four
    recent.record('flight', true);
    expect(recent.slow('flight')).toBe(true);
  });
});
