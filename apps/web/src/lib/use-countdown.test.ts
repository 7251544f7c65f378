import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  it('counts from when the answer came: a results page shown again five minutes on has 15 minutes, not 20', () => {
    const { result } = renderHook(() => useCountdown(1200, Date.now() - 300_000));
    expect(result.current).toBe(900);
  });

  it('a fresh answer counts its whole hold', () => {
    const { result } = renderHook(() => useCountdown(1200));
    expect(result.current).toBe(1200);
  });
});
