import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { SiteFooter } from './site-footer';

setUpPageTests();

const headingsOf = (footer: HTMLElement) => within(footer).queryAllByRole('heading');

describe('the desktop footer (issue 42)', () => {
  it('names each group of links, and every heading has words and links under it', async () => {
    mockApi({
      'GET /api/content/corporate/': { body: { results: [{ id: 1, title: 'About us' }] } },
    });
    renderRoutes([{ path: '/', element: <SiteFooter /> }], ['/']);
    const footer = screen.getByTestId('site-footer');
    expect(await within(footer).findByRole('link', { name: 'About us' })).toBeTruthy();
    const headings = headingsOf(footer);
    expect(headings.map((h) => h.textContent)).toEqual(['Book', 'Find a booking', 'Corporate', 'Support']);
    for (const heading of headings) {
      expect(heading.textContent?.trim()).not.toBe('');
      // The group is named by its heading, and holds links.
      const group = heading.closest('section')!;
      expect(group.getAttribute('aria-labelledby')).toBe(heading.id);
      expect(within(group).getAllByRole('link').length).toBeGreaterThan(0);
    }
  });

  it('draws no heading over an empty group while the corporate pages are not there (axe: empty-heading)', async () => {
    mockApi({ 'GET /api/content/corporate/': { status: 500, body: { detail: 'down' } } });
    renderRoutes([{ path: '/', element: <SiteFooter /> }], ['/']);
    const footer = screen.getByTestId('site-footer');
    expect(await within(footer).findByRole('link', { name: 'Contact' })).toBeTruthy();
    expect(headingsOf(footer).map((h) => h.textContent)).toEqual(['Book', 'Find a booking', 'Support']);
    expect(within(footer).queryByRole('heading', { name: 'Corporate' })).toBeNull();
  });
});
