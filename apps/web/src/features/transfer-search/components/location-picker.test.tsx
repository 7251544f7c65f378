import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes, setUpPageTests } from '../../../test/page-test-utils';
import { LocationPicker } from './location-picker';

setUpPageTests();

const AIRPORT = { id: 1, name: 'Antalya Airport (AYT)', address: 'Yenigöl, Muratpaşa/Antalya' };
const KEMER = { id: 2, name: 'Kemer', address: 'Kemer/Antalya' };
const BELEK = { id: 3, name: 'Belek', address: 'Serik/Antalya' };

describe('LocationPicker', () => {
  it('moves through the places with the arrow keys and picks with Enter', async () => {
    mockApi({ 'GET /api/transfer/location/': { body: { results: [AIRPORT, KEMER, BELEK] } } });
    const onPick = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: <LocationPicker title="Pick-up" otherEnd={AIRPORT} onPick={onPick} onClose={() => {}} />,
        },
      ],
      ['/'],
    );
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox');
    const list = await screen.findByRole('listbox', { name: 'Pick-up' });
    await within(list).findByRole('option', { name: /Kemer/ });
    await user.click(box);
    await user.keyboard('{ArrowDown}');
    // The other end (the airport) is disabled: the first stop is Kemer.
    const [, kemer, belek] = within(list).getAllByRole('option');
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBe(kemer!.id));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBe(belek!.id));
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onPick).toHaveBeenCalledWith(KEMER);
  });
});
