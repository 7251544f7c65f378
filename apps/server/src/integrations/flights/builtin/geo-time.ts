const EARTH_KM = 6371;

export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h));
}

/** Block time: taxi and climb overhead plus cruise at ~820 km/h, rounded to 5 minutes. */
export function flightMinutes(km: number): number {
  return Math.round((35 + (km / 820) * 60) / 5) * 5;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(timeZone: string, instant: number) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

// A zone's offset is the same all day but at its DST changes: instants are kept per zone and day and
// minute (a search asks the same few thousand again and again), in a bounded map.
const instants = new Map<string, number>();
const INSTANT_CACHE_SIZE = 50_000;

/** The UTC instant of a local wall-clock time in a zone (two passes settle DST edges). */
export function instantOf(date: string, minutesOfDay: number, timeZone: string): number {
  const key = `${timeZone} ${date} ${minutesOfDay}`;
  const kept = instants.get(key);
  if (kept !== undefined) return kept;
  const wall = Date.parse(`${date}T00:00:00Z`) + minutesOfDay * 60_000;
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const p = partsIn(timeZone, guess);
    const shown = Date.parse(`${p.date}T${p.time}:00Z`);
    guess += wall - shown;
  }
  if (instants.size >= INSTANT_CACHE_SIZE) instants.clear();
  instants.set(key, guess);
  return guess;
}

// A zone's offset is kept per quarter hour of UTC: every offset change of the zones flown to falls
// on a quarter hour, so one formatToParts per zone and quarter answers every instant in it.
const QUARTER_HOUR = 15 * 60_000;
const offsets = new Map<string, number>();

function offsetAt(instant: number, timeZone: string): number {
  const quarter = Math.floor(instant / QUARTER_HOUR);
  const key = `${timeZone} ${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR;
    const p = partsIn(timeZone, start);
    offset = Date.parse(`${p.date}T${p.time}:00Z`) - (start - (start % 60_000));
    if (offsets.size >= INSTANT_CACHE_SIZE) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The local date and minute of an instant in a zone (seconds are dropped, as the formatter did). */
export function localOf(instant: number, timeZone: string): { date: string; time: string } {
  const iso = new Date(instant + offsetAt(instant, timeZone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}
