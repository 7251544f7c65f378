import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { DateSheet } from './date-sheet';

setUpPageTests();

function open(props: Partial<Parameters<typeof DateSheet>[0]> = {}) {
  mockApi({ 'GET /api/holidays/': { body: { results: [] } } });
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <DateSheet title="Return" value="2031-12-10" min="2031-12-07" onPick={vi.fn()} onClose={vi.fn()} {...props} />
        ),
      },
    ],
    ['/'],
  );
}

describe('DateSheet', () => {
  it('heads the weeks Mon … Sun, three letters each, so that no two columns read alike', async () => {
    open();
    const grid = await screen.findByRole('grid');
    // The header row is hidden from the accessibility tree (each day's label names its weekday): read it as seen.
    const heads = [...grid.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(heads).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('puts focus on the selected day when it opens', async () => {
    open();
    await screen.findByRole('grid');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('10'));
    expect(document.activeElement?.closest('[role="gridcell"]')?.getAttribute('aria-selected')).toBe('true');
  });

  it('shows the trip from departure to return, both ends named', async () => {
    open({ range: { start: '2031-12-07', end: '2031-12-10' } });
    const grid = within(await screen.findByRole('grid'));
    // aria-description: what the day is beyond its date, read after the date by screen readers.
    expect(grid.getByRole('button', { name: /Sunday, 7 December 2031/ }).getAttribute('aria-description')).toBe(
      'Departure',
    );
    expect(grid.getByRole('button', { name: /Wednesday, 10 December 2031/ }).getAttribute('aria-description')).toBe(
      'Return',
    );
    expect(grid.getByRole('button', { name: /Monday, 8 December 2031/ }).getAttribute('aria-description')).toBeNull();
    const inside = grid.getByText('8').closest('[role="button"], button') as HTMLElement;
    const outside = grid.getByText('12').closest('[role="button"], button') as HTMLElement;
    expect(inside.className).toContain('bg-brand-50');
    expect(outside.className).not.toMatch(/(^| )bg-brand-50/);
  });
});
