import { renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useCountdown } from './use-countdown';

/** What a server render shows: no effect runs there. */
function Hold({ seconds }: { seconds: number | undefined }) {
  const left = useCountdown(seconds);
  return <p>{left === null ? 'none' : left}</p>;
}

describe('useCountdown', () => {
  it('counts from when the answer came: a results page shown again five minutes on has 15 minutes, not 20', () => {
    const { result } = renderHook(() => useCountdown(1200, Date.now() - 300_000));
    expect(result.current).toBe(900);
  });

  it('a fresh answer counts its whole hold', () => {
    const { result } = renderHook(() => useCountdown(1200));
    expect(result.current).toBe(1200);
  });

  it('is known on the first render, so a page the server draws shows the hold', () => {
    expect(renderToString(<Hold seconds={1194} />)).toBe('<p>1194</p>');
  });

  it('no hold yet, nothing to show', () => {
    expect(renderToString(<Hold seconds={undefined} />)).toBe('<p>none</p>');
  });
});
