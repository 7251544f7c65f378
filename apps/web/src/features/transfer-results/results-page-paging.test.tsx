import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { TransferResultsPage } from './results-page';
import { transferView } from './test-fixtures';
import type { TransferResult, TransferSearchView } from './types';

setUpPageTests();

/** A stand-in IntersectionObserver: `scrollToEnd` tells every live observer its element came within reach. */
const live = new Set<{ fire(): void }>();
class FakeObserver {
  private watched: Element[] = [];
  private readonly entry = {
    fire: () =>
      this.callback(
        this.watched.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        this as unknown as IntersectionObserver,
      ),
  };
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {}
  observe(el: Element) {
    this.watched.push(el);
    live.add(this.entry);
  }
  disconnect() {
    live.delete(this.entry);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
const scrollToEnd = () =>
  act(() => {
    for (const io of [...live]) io.fire();
  });

beforeEach(() => live.clear());

function transfer(i: number, typeCode = 1): TransferResult {
  return {
    product_id: `t${i}`,
    information: {
      transfer_type_code: typeCode,
      transfer_type: typeCode === 2 ? 'Shared' : 'Private',
      duration: 40,
      distance: 30,
      services: [],
    },
    vehicle: {
      image: '/v.png',
      vehicle_type: 'Minivan',
      vehicle_type_code: 'van',
      brand: { id: 1, name: 'Mercedes' },
      model: { id: 1, name: `Vito ${i}` },
      seats: 7,
      luggage_capacity: 7,
      big_luggage_capacity: 3,
    },
    vendor: { id: 1, name: 'Antalya Transfer' },
    price: { total: 1000 + i * 10, base: 1000 + i * 10, discount: 0, campaign: null },
  };
}

const view = transferView;

function open(v: TransferSearchView) {
  mockApi({ 'GET /api/transfer/gateway/search/': { body: v } });
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return renderRoutes(
    [{ path: '/transfer/search/', element: <TransferResultsPage /> }],
    ['/transfer/search/?session_unique=abc'],
  );
}
const cards = () => screen.queryAllByTestId('transfer-card');
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ');

describe('transfer results: paging by 10 (02 §9)', () => {
  it('shows 10 vehicles, then 10 more as the list end comes within reach, and page one again after a new sort', async () => {
    const user = userEvent.setup();
    open(view(Array.from({ length: 23 }, (_, i) => transfer(i))));
    await screen.findAllByTestId('transfer-card');
    expect(cards()).toHaveLength(10);
    scrollToEnd();
    expect(cards()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more (20 of 23 shown)' }));
    expect(cards()).toHaveLength(23);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('radio', { name: 'Price ↓' }));
    expect(cards()).toHaveLength(10);
    expect(cards()[0]?.textContent).toContain('Vito 22');
  });
});

describe('transfer results: what the price covers', () => {
  it('says per vehicle, or per seat for a shared shuttle', async () => {
    open(view([transfer(0, 1), transfer(1, 2)]));
    const [privateCar, shuttle] = await screen.findAllByTestId('transfer-card');
    expect(text(within(privateCar as HTMLElement).getByTestId('price-note'))).toBe('per vehicle');
    // 1.010 ₺ for the two passengers of this search: 505 ₺ a seat.
    expect(text(within(shuttle as HTMLElement).getByTestId('price-note'))).toBe('₺505.00 per seat');
  });
});
