import { type Bounds, boundsActive, NO_BOUNDS, withinBounds } from '../results-frame/bounds';
import type { TransferResult } from './types';

/** Filters of 02 §9 for transfers: transfer type, brand, model, vehicle type, vendor, price range. */
export interface TransferFilters {
  types: number[];
  brands: number[];
  models: number[];
  vehicleTypes: string[];
  vendors: number[];
  price: Bounds;
}
export const NO_TRANSFER_FILTERS: TransferFilters = {
  types: [],
  brands: [],
  models: [],
  vehicleTypes: [],
  vendors: [],
  price: NO_BOUNDS,
};

const none = (list: unknown[]) => list.length === 0;

export const activeTransferFilters = (f: TransferFilters) =>
  [f.types, f.brands, f.models, f.vehicleTypes, f.vendors].filter((l) => l.length > 0).length +
  (boundsActive(f.price) ? 1 : 0);

export function filterTransfers(results: TransferResult[], f: TransferFilters): TransferResult[] {
  return results.filter(
    (r) =>
      (none(f.types) || f.types.includes(r.information.transfer_type_code)) &&
      (none(f.brands) || f.brands.includes(r.vehicle.brand.id)) &&
      (none(f.models) || f.models.includes(r.vehicle.model.id)) &&
      (none(f.vehicleTypes) || f.vehicleTypes.includes(r.vehicle.vehicle_type_code)) &&
      (none(f.vendors) || f.vendors.includes(r.vendor.id)) &&
      withinBounds(r.price.total, f.price),
  );
}

export type TransferSortKey = 'price' | 'brand' | 'model' | 'vehicle_type' | 'vendor' | 'duration';
export const TRANSFER_SORT_KEYS: TransferSortKey[] = ['price', 'brand', 'model', 'vehicle_type', 'vendor', 'duration'];

const value: Record<TransferSortKey, (r: TransferResult) => number | string> = {
  price: (r) => r.price.total,
  brand: (r) => r.vehicle.brand.name,
  model: (r) => r.vehicle.model.name,
  vehicle_type: (r) => r.vehicle.vehicle_type,
  vendor: (r) => r.vendor.name,
  duration: (r) => r.information.duration,
};

export function sortTransfers(results: TransferResult[], key: TransferSortKey, dir: 'asc' | 'desc'): TransferResult[] {
  const get = value[key];
  const sign = dir === 'asc' ? 1 : -1;
  return [...results].sort((a, b) => {
    const x = get(a);
    const y = get(b);
    return (
      (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'tr')) * sign ||
      a.price.total - b.price.total
    );
  });
}
