import { describe, expect, it } from 'vitest';
import { activeTransferFilters, filterTransfers, NO_TRANSFER_FILTERS, sortTransfers } from './list-rules';
import type { TransferResult } from './types';

const r = (
  id: string,
  type: number,
  brand: [number, string],
  vendor: number,
  price: number,
  duration = 60,
): TransferResult => ({
  product_id: id,
  information: { transfer_type_code: type, transfer_type: '', duration, distance: 50, services: [] },
  vehicle: {
    image: '',
    vehicle_type: 'Minivan',
    vehicle_type_code: 'minivan',
    brand: { id: brand[0], name: brand[1] },
    model: { id: brand[0] * 10, name: 'M' },
    seats: 7,
    luggage_capacity: 7,
    big_luggage_capacity: 5,
  },
  vendor: { id: vendor, name: `V${vendor}` },
  price: { total: price, base: price, discount: 0, campaign: null },
});
const list = [
  r('a', 1, [1, 'Mercedes-Benz'], 1, 1800),
  r('b', 3, [2, 'Volkswagen'], 2, 2500),
  r('c', 2, [1, 'Mercedes-Benz'], 6, 900, 85),
];

describe('transfer filters and sorts (02 §9)', () => {
  it('filters by type, brand, vendor and price with tolerance', () => {
    expect(filterTransfers(list, { ...NO_TRANSFER_FILTERS, types: [1, 3] }).map((x) => x.product_id)).toEqual([
      'a',
      'b',
    ]);
    expect(filterTransfers(list, { ...NO_TRANSFER_FILTERS, brands: [1] }).map((x) => x.product_id)).toEqual(['a', 'c']);
    expect(filterTransfers(list, { ...NO_TRANSFER_FILTERS, vendors: [6] }).map((x) => x.product_id)).toEqual(['c']);
  });
  it('cuts prices at both ends, each within the 2-unit tolerance (02 §9)', () => {
    const byPrice = (min: number | null, max: number | null) =>
      filterTransfers(list, { ...NO_TRANSFER_FILTERS, price: { min, max } }).map((x) => x.product_id);
    expect(byPrice(null, 1798)).toEqual(['a', 'c']);
    expect(byPrice(1802, null)).toEqual(['a', 'b']);
    expect(byPrice(1000, 2000)).toEqual(['a']);
    expect(byPrice(1803, 2497)).toEqual([]);
    expect(activeTransferFilters({ ...NO_TRANSFER_FILTERS, price: { min: 1000, max: null } })).toBe(1);
  });
  it('sorts by price, brand and duration both ways', () => {
    expect(sortTransfers(list, 'price', 'asc').map((x) => x.product_id)).toEqual(['c', 'a', 'b']);
    expect(sortTransfers(list, 'brand', 'desc')[0]?.product_id).toBe('b');
    expect(sortTransfers(list, 'duration', 'desc')[0]?.product_id).toBe('c');
  });
});
