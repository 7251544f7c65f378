import { beforeEach, describe, expect, it } from 'vitest';
import { useFlightSearch } from './search-store';

describe('picking a departure (issue 20)', () => {
  beforeEach(() => useFlightSearch.setState({ flyType: 'RT', departureDate: '2031-05-10', returnDate: '2031-05-14' }));

  it('keeps a round trip return that is still on or after the new departure', () => {
    expect(useFlightSearch.getState().setDeparture('2031-05-14')).toEqual({ returnCleared: false });
    expect(useFlightSearch.getState().returnDate).toBe('2031-05-14');
  });

  it('clears a return now before the departure instead of moving it, and says so', () => {
    expect(useFlightSearch.getState().setDeparture('2031-05-20')).toEqual({ returnCleared: true });
    expect(useFlightSearch.getState()).toMatchObject({ departureDate: '2031-05-20', returnDate: '' });
  });

  it('a one-way search has no return on screen to keep: it follows along', () => {
    useFlightSearch.setState({ flyType: 'OW' });
    expect(useFlightSearch.getState().setDeparture('2031-05-20')).toEqual({ returnCleared: false });
    expect(useFlightSearch.getState().returnDate).toBe('2031-05-20');
  });
});
