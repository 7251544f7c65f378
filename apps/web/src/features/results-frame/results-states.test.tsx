import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rememberSearch } from '../../lib/search-memory';
import { mockApi, renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { FlightResultsPage } from '../flight-results/results-page';
import { TransferResultsPage } from '../transfer-results/results-page';

setUpPageTests();

// Both results pages show the same states instead of results; each is walked once per product.
describe.each([
  { product: 'flight' as const, page: <FlightResultsPage />, option: 77 },
  { product: 'transfer' as const, page: <TransferResultsPage />, option: 55 },
])('$product results: a link that leads nowhere', ({ product, page, option }) => {
  const open = (session: string) =>
    renderRoutes(
      [
        { path: `/${product}/search/`, element: page },
        { path: `/${product}/search-gate/:option`, element: <p>search gate</p> },
        { path: '/', element: <p>search form</p> },
      ],
      [`/${product}/search/?session_unique=${session}`],
    );

  it('an unknown session offers Search again (the search form, its search unknown) and Back', async () => {
    mockApi({ [`GET /api/${product}/gateway/search/`]: { status: 404, body: { detail: 'Not found.' } } });
    const user = userEvent.setup();
    open('nope');
    expect(await screen.findByText('This search link is invalid or has expired.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search again' }));
    expect(await screen.findByText('search form')).toBeTruthy();
  });

  it('an expired session says so and runs the same search again when this browser knows it', async () => {
    rememberSearch(product, 'old', option);
    mockApi({
      [`GET /api/${product}/gateway/search/`]: {
        body: { status: false, research: true, message: 'Your search timed out. Please try again.' },
      },
    });
    const user = userEvent.setup();
    open('old');
    expect(await screen.findByText('Your search timed out. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search again' }));
    expect(await screen.findByText('search gate')).toBeTruthy();
  });

  it('offline, says so and offers Retry instead of results', async () => {
    mockApi({});
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    try {
      open('abc');
      expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Search again' })).toBeNull();
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
    }
  });
});
