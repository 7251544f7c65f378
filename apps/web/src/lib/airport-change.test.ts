import type { TranslateValues } from './translate';
import { describe, expect, it } from 'vitest';
import { airportChanges } from './airport-change';

const t = (key: string, o?: TranslateValues) => `${key} ${JSON.stringify(o)}`;

describe('airportChanges', () => {
  it('is silent when the trip comes back where it left', () => {
    expect(airportChanges({ from: 'IST', to: 'LHR' }, { from: 'LHR', to: 'IST' }, t)).toEqual([]);
  });

  it('says it leaves from one airport and comes back to another, at either end', () => {
    expect(airportChanges({ from: 'LGW', to: 'IST' }, { from: 'SAW', to: 'LHR' }, t)).toEqual([
      'plan_web.airport_change_home {"out":"LGW","back":"LHR"}',
      'plan_web.airport_change_away {"arrive":"IST","leave":"SAW"}',
    ]);
  });
});
