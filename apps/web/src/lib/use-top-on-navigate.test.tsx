import { act, render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { GuardedRouter } from './guarded-router';
import { useTopOnNavigate } from './use-top-on-navigate';

function Page() {
  useTopOnNavigate();
  return null;
}

describe('every page opens at its top (issue 41)', () => {
  it('scrolls to the top on a new page, and leaves Back to the browser', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
    render(
      <GuardedRouter history={history}>
        <Page />
      </GuardedRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => history.push('/flight/search/?session_unique=a'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    // Another day's results: a new page of the same path.
    act(() => history.push('/flight/search/?session_unique=b'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    // A tidy-up of the address on the same page keeps the place.
    act(() => history.replace('/flight/search/?session_unique=b&x=1'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    act(() => history.go(-1));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });
});
