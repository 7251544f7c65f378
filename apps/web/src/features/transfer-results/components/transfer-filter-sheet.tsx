import { useTranslation } from '../../../lib/translate';
import { FilterFooter } from '../../../components/ui/filter-footer';
import { Sheet } from '../../../components/ui/sheet';
import { RangeFilter } from '../../results-frame/range-filter';
import { NO_TRANSFER_FILTERS, type TransferFilters } from '../list-rules';
import type { TransferResult } from '../types';

const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);
const unique = <T, K>(items: T[], key: (t: T) => K) => [...new Map(items.map((i) => [key(i), i])).values()];

function Checks<T extends string | number>({
  title,
  options,
  selected,
  onToggle,
}: {
  title: string;
  options: Array<{ value: T; label: string }>;
  selected: T[];
  onToggle(v: T): void;
}) {
  return (
    <section className="space-y-1 border-b border-line pb-3">
      <h3 className="font-semibold">{title}</h3>
      {options.map((o) => (
        <label key={String(o.value)} className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-brand-600"
            checked={selected.includes(o.value)}
            onChange={() => onToggle(o.value)}
          />
          {o.label}
        </label>
      ))}
    </section>
  );
}

interface TransferFilterProps {
  results: TransferResult[];
  filters: TransferFilters;
  onChange(f: TransferFilters): void;
  formatPrice(n: number): string;
}

/**
 * Transfer type, brand, model, vehicle type, vendor and price range (02 §9), applied as they change:
 * in the phone's sheet, and beside the list on a desktop (issue 42).
 */
export function TransferFilterPanel({ results, filters, onChange, formatPrice }: TransferFilterProps) {
  const { t } = useTranslation();
  const prices = results.map((r) => r.price.total);
  const min = Math.floor(Math.min(...prices));
  const max = Math.ceil(Math.max(...prices));
  return (
    <div className="space-y-4">
      <RangeFilter
        label={t('results.filter_price')}
        min={min}
        max={max}
        step={1}
        value={filters.price}
        onChange={(price) => onChange({ ...filters, price })}
        format={formatPrice}
      />
      <Checks
        title={t('transfer_results.filter_type')}
        options={unique(results, (r) => r.information.transfer_type_code).map((r) => ({
          value: r.information.transfer_type_code,
          label: r.information.transfer_type,
        }))}
        selected={filters.types}
        onToggle={(v) => onChange({ ...filters, types: toggle(filters.types, v) })}
      />
      <Checks
        title={t('transfer_results.filter_vehicle_type')}
        options={unique(results, (r) => r.vehicle.vehicle_type_code).map((r) => ({
          value: r.vehicle.vehicle_type_code,
          label: r.vehicle.vehicle_type,
        }))}
        selected={filters.vehicleTypes}
        onToggle={(v) => onChange({ ...filters, vehicleTypes: toggle(filters.vehicleTypes, v) })}
      />
      <Checks
        title={t('transfer_results.filter_brand')}
        options={unique(results, (r) => r.vehicle.brand.id).map((r) => ({
          value: r.vehicle.brand.id,
          label: r.vehicle.brand.name,
        }))}
        selected={filters.brands}
        onToggle={(v) => onChange({ ...filters, brands: toggle(filters.brands, v) })}
      />
      <Checks
        title={t('transfer_results.filter_model')}
        options={unique(results, (r) => r.vehicle.model.id).map((r) => ({
          value: r.vehicle.model.id,
          label: `${r.vehicle.brand.name} ${r.vehicle.model.name}`,
        }))}
        selected={filters.models}
        onToggle={(v) => onChange({ ...filters, models: toggle(filters.models, v) })}
      />
      <Checks
        title={t('transfer_results.filter_vendor')}
        options={unique(results, (r) => r.vendor.id).map((r) => ({ value: r.vendor.id, label: r.vendor.name }))}
        selected={filters.vendors}
        onToggle={(v) => onChange({ ...filters, vendors: toggle(filters.vendors, v) })}
      />
    </div>
  );
}

/** The phone's filter sheet: the panel, with Clear and Show results under it. */
export function TransferFilterSheet({
  isOpen,
  onOpenChange,
  ...panel
}: TransferFilterProps & { isOpen: boolean; onOpenChange(o: boolean): void }) {
  const { t } = useTranslation();
  return (
    <Sheet
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('results.filter')}
      footer={<FilterFooter onClear={() => panel.onChange(NO_TRANSFER_FILTERS)} onDone={() => onOpenChange(false)} />}
    >
      <TransferFilterPanel {...panel} />
    </Sheet>
  );
}
