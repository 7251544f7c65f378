import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { routedAt, setUpPageTests } from '../test/page-test-utils';
import { lazyPage, preloadRoute } from './lazy-page';

setUpPageTests();

const Ticket = () => <p>the ticket</p>;

describe('a page whose code loads on demand', () => {
  it('asks for its data once per page and selection, not on moves within the page', async () => {
    const open = vi.fn();
    const routes = [{ path: '/t/:id', ...lazyPage(async () => Ticket, open) }];
    await preloadRoute(routes, new URL('http://app/t/a?session_unique=1'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[1]).toEqual({ id: 'a' });
    const { history, tree } = routedAt(routes, ['/t/a?session_unique=1']);
    render(tree);
    expect(screen.getByText('the ticket')).toBeTruthy();
    act(() => history.push('/t/a?session_unique=1&sheet=fare'));
    expect(open).toHaveBeenCalledTimes(1);
    act(() => history.push('/t/a?session_unique=2'));
    expect(open).toHaveBeenCalledTimes(2);
    act(() => history.push('/t/b?session_unique=2'));
    expect(open).toHaveBeenCalledTimes(3);
  });

  it('says when its code could not be loaded, and tries again when asked', async () => {
    let attempts = 0;
    const load = async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return Ticket;
    };
    const { tree } = routedAt([{ path: '/t/', ...lazyPage(load) }], ['/t/']);
    // As in the app, whose layout holds the boundary a page suspends to.
    // A render that suspends needs an awaited act to be retried in a test.
    await act(async () => {
      render(<Suspense fallback={<p>loading</p>}>{tree}</Suspense>);
    });
    expect(await screen.findByText('This could not be loaded. Check your connection and try again.')).toBeTruthy();
    await act(async () => {
      screen.getByRole('button', { name: 'Try again' }).click();
    });
    expect(await screen.findByText('the ticket')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
