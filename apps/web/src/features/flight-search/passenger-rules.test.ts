import { describe, expect, it } from 'vitest';
import { canDecrement, canIncrement } from './passenger-rules';

const p = (adult: number, child = 0, infant = 0, senior = 0) => ({ adult, child, infant, senior });

describe('passenger steppers (01 §5)', () => {
  it('stops at 7 non-infant passengers, infants not counted', () => {
    expect(canIncrement(p(4, 3), 'adult')).toBe(false);
    expect(canIncrement(p(4, 2), 'child')).toBe(true);
    expect(canIncrement(p(4, 3, 0), 'infant')).toBe(true);
  });
  it('never lets infants outnumber adults plus seniors', () => {
    expect(canIncrement(p(1, 0, 1), 'infant')).toBe(false);
    expect(canIncrement(p(1, 0, 1, 1), 'infant')).toBe(true);
    expect(canDecrement(p(2, 0, 2), 'adult')).toBe(false);
  });
  it('keeps the last adult or senior', () => {
    expect(canDecrement(p(1), 'adult')).toBe(false);
    expect(canDecrement(p(0, 0, 0, 1), 'senior')).toBe(false);
    expect(canDecrement(p(1, 0, 0, 1), 'adult')).toBe(true);
  });
});
