import type { Airport } from '@yolcu/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes, setUpPageTests } from '../../../test/page-test-utils';
import { AirportPicker } from './airport-picker';

setUpPageTests();

const airport = (id: number, code: string, city: string, name: string, extra: Partial<Airport> = {}): Airport => ({
  id,
  code,
  name,
  city,
  country_code: 'TR',
  country: 'Türkiye',
  type: 'airport',
  ...extra,
});
const ISTANBUL = airport(9, 'ISTA', 'Istanbul', 'Istanbul (all airports)', { type: 'city', airports: ['IST', 'SAW'] });
const IST = airport(1, 'IST', 'Istanbul', 'Istanbul Airport');
const SAW = airport(2, 'SAW', 'Istanbul', 'Sabiha Gökçen Airport');
const AYT = airport(3, 'AYT', 'Antalya', 'Antalya Airport');

function open(otherEnd: Airport | null = null) {
  mockApi({
    'GET /api/flight/airport/': (url) => ({
      body: { results: url.searchParams.get('keyword') ? [IST, ISTANBUL, SAW] : [IST, SAW, AYT] },
    }),
  });
  const onPick = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: <AirportPicker isOpen onOpenChange={() => {}} title="From" otherEnd={otherEnd} onPick={onPick} />,
      },
    ],
    ['/'],
  );
  return onPick;
}

describe('AirportPicker', () => {
  it('moves through the results with the arrow keys and picks with Enter, focus staying in the box', async () => {
    const onPick = open();
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'City, airport or code' });
    await user.type(box, 'ist');
    const list = await screen.findByRole('listbox', { name: 'From' });
    await within(list).findByRole('option', { name: /Istanbul \(all airports\)/ });
    await user.keyboard('{ArrowDown}');
    const options = within(list).getAllByRole('option');
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id));
    expect(document.activeElement).toBe(box);
    await user.keyboard('{ArrowUp}{ArrowDown}{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(SAW);
  });

  it("shows the city choice with its airports count and refuses an airport of the other end's city", async () => {
    const onPick = open(ISTANBUL);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox'), 'ist');
    const city = await screen.findByRole('option', { name: /Istanbul \(all airports\)/ });
    expect(city.textContent).toContain('2 airports');
    const saw = screen.getByRole('option', { name: /Sabiha/ });
    expect(saw.getAttribute('aria-disabled')).toBe('true');
    await user.click(saw);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('picks with a tap', async () => {
    const onPick = open();
    await userEvent.setup().click(await screen.findByRole('option', { name: /AYT/ }));
    expect(onPick).toHaveBeenCalledWith(AYT);
  });

  it('offline, says that searching needs a connection instead of "no matching airport"', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    open();
    await userEvent.setup().type(await screen.findByRole('textbox'), 'antalya');
    expect(await screen.findByText("You're offline. Searching needs a connection.")).toBeTruthy();
    expect(screen.queryByText('No matching airport found')).toBeNull();
    vi.restoreAllMocks();
  });
});
