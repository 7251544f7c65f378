import { useTranslation } from '../../lib/translate';
import { useAppInfo } from '../../lib/api/queries';
import type { FlightSearchState } from './search-store';

type Cabin = FlightSearchState['flightClass'];

/** The contract's cabins with their catalogue names, for when the app info has not loaded. */
const CATALOGUE_CABINS: ReadonlyArray<{ value: Cabin; key: string }> = [
  { value: 'ECONOMY', key: 'class.economy' },
  { value: 'BUSINESS', key: 'class.business' },
];

/**
 * The cabins to offer, each with its name in the interface language: the server's list (app info)
 * when it has loaded, else the catalogue's names (offline, or before app info arrives) — never the
 * raw "ECONOMY" of the stored search.
 */
export function useCabins() {
  const { t } = useTranslation();
  const fromServer = useAppInfo().data?.constants.flight_api_constants.flight_classes ?? [];
  const cabins: Array<{ value: Cabin; name: string }> = fromServer.length
    ? fromServer.map((c) => ({ value: c.value as Cabin, name: c.name }))
    : CATALOGUE_CABINS.map((c) => ({ value: c.value, name: t(c.key) }));
  const nameOf = (value: Cabin) =>
    cabins.find((c) => c.value === value)?.name ?? t(CATALOGUE_CABINS.find((c) => c.value === value)?.key ?? '');
  return { cabins, nameOf };
}
