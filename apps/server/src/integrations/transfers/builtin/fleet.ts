/**
 * Vehicles, vendors and extras of the built-in transfer supplier: real makes and models used by
 * Turkey's transfer companies, with seats, suitcases and large suitcases they actually carry.
 */
export type VehicleType = 'sedan' | 'minivan' | 'vip_van' | 'minibus' | 'bus';

export interface Vehicle {
  code: string;
  type: VehicleType;
  brand: { id: number; name: string };
  model: { id: number; name: string };
  seats: number;
  luggage: number;
  bigLuggage: number;
  /** VIP interiors: leather, partition, Wi-Fi. */
  vip?: boolean;
}

const MERCEDES = { id: 1, name: 'Mercedes-Benz' };
const VW = { id: 2, name: 'Volkswagen' };
const FORD = { id: 3, name: 'Ford' };
const TOYOTA = { id: 4, name: 'Toyota' };
const SKODA = { id: 5, name: 'Škoda' };
const OTOKAR = { id: 6, name: 'Otokar' };
const ISUZU = { id: 7, name: 'Isuzu' };
const TEMSA = { id: 8, name: 'Temsa' };

export const VEHICLES: Vehicle[] = [
  {
    code: 'corolla',
    type: 'sedan',
    brand: TOYOTA,
    model: { id: 11, name: 'Corolla' },
    seats: 3,
    luggage: 3,
    bigLuggage: 2,
  },
  {
    code: 'superb',
    type: 'sedan',
    brand: SKODA,
    model: { id: 12, name: 'Superb' },
    seats: 3,
    luggage: 3,
    bigLuggage: 2,
  },
  {
    code: 'e-class',
    type: 'sedan',
    brand: MERCEDES,
    model: { id: 13, name: 'E-Class' },
    seats: 3,
    luggage: 2,
    bigLuggage: 2,
    vip: true,
  },
  {
    code: 'tourneo',
    type: 'minivan',
    brand: FORD,
    model: { id: 21, name: 'Tourneo Custom' },
    seats: 7,
    luggage: 7,
    bigLuggage: 5,
  },
  {
    code: 'caravelle',
    type: 'minivan',
    brand: VW,
    model: { id: 22, name: 'Caravelle' },
    seats: 7,
    luggage: 7,
    bigLuggage: 5,
  },
  {
    code: 'vito',
    type: 'minivan',
    brand: MERCEDES,
    model: { id: 23, name: 'Vito Tourer' },
    seats: 8,
    luggage: 8,
    bigLuggage: 6,
  },
  {
    code: 'v-class',
    type: 'vip_van',
    brand: MERCEDES,
    model: { id: 31, name: 'V-Class VIP' },
    seats: 6,
    luggage: 6,
    bigLuggage: 4,
    vip: true,
  },
  {
    code: 'vito-vip',
    type: 'vip_van',
    brand: MERCEDES,
    model: { id: 32, name: 'Vito VIP' },
    seats: 6,
    luggage: 6,
    bigLuggage: 5,
    vip: true,
  },
  {
    code: 'sprinter',
    type: 'minibus',
    brand: MERCEDES,
    model: { id: 41, name: 'Sprinter' },
    seats: 16,
    luggage: 16,
    bigLuggage: 12,
  },
  {
    code: 'crafter',
    type: 'minibus',
    brand: VW,
    model: { id: 42, name: 'Crafter' },
    seats: 14,
    luggage: 14,
    bigLuggage: 10,
  },
  {
    code: 'sultan',
    type: 'minibus',
    brand: OTOKAR,
    model: { id: 43, name: 'Sultan Mega' },
    seats: 27,
    luggage: 27,
    bigLuggage: 22,
  },
  {
    code: 'novo',
    type: 'minibus',
    brand: ISUZU,
    model: { id: 44, name: 'Novo Lux' },
    seats: 29,
    luggage: 29,
    bigLuggage: 24,
  },
  {
    code: 'travego',
    type: 'bus',
    brand: MERCEDES,
    model: { id: 51, name: 'Travego' },
    seats: 46,
    luggage: 50,
    bigLuggage: 46,
  },
  {
    code: 'safir',
    type: 'bus',
    brand: TEMSA,
    model: { id: 52, name: 'Safir Plus' },
    seats: 50,
    luggage: 52,
    bigLuggage: 48,
  },
  {
    code: 'tourismo',
    type: 'bus',
    brand: MERCEDES,
    model: { id: 53, name: 'Tourismo' },
    seats: 60,
    luggage: 60,
    bigLuggage: 55,
  },
];

/** Per-km rate and base fare in TRY by vehicle type (2026 market levels). */
export const RATES: Record<VehicleType, { perKm: number; base: number }> = {
  sedan: { perKm: 19, base: 650 },
  minivan: { perKm: 24, base: 800 },
  vip_van: { perKm: 34, base: 1300 },
  minibus: { perKm: 40, base: 1700 },
  bus: { perKm: 62, base: 3200 },
};

export interface Vendor {
  id: number;
  name: string;
  regions: string[];
  /** Price level relative to the market. */
  factor: number;
  /** The dispatch line a driver's passengers call (the built-in supplier's vendors are fictional). */
  phone: string;
}

export const VENDORS: Vendor[] = [
  { id: 1, name: 'Akdeniz VIP Transfer', regions: ['antalya'], factor: 1.08, phone: '+90 242 555 01 01' },
  {
    id: 2,
    name: 'Likya Yolcu Taşımacılık',
    regions: ['antalya', 'mugla-dalaman'],
    factor: 0.94,
    phone: '+90 242 555 02 02',
  },
  { id: 3, name: 'Ege Turizm Taşımacılık', regions: ['izmir', 'mugla-bodrum'], factor: 1, phone: '+90 232 555 03 03' },
  { id: 4, name: 'Boğaziçi Transfer', regions: ['istanbul'], factor: 1.05, phone: '+90 212 555 04 04' },
  { id: 5, name: 'Kapadokya Yolcu', regions: ['cappadocia'], factor: 0.97, phone: '+90 384 555 05 05' },
  {
    id: 6,
    name: 'Anadolu Shuttle',
    regions: ['antalya', 'istanbul', 'izmir', 'mugla-dalaman', 'mugla-bodrum', 'cappadocia'],
    factor: 0.92,
    phone: '+90 850 555 06 06',
  },
];

/** Extras a traveller can add on the payment page (02 §3), priced per item. */
export const EXTRAS = [
  { id: 1, code: 'child_seat', price: 250, max_quantity: 3 },
  { id: 2, code: 'baby_seat', price: 250, max_quantity: 2 },
  { id: 3, code: 'booster', price: 150, max_quantity: 3 },
  // No 4: the name board was sold here while every ride includes it (issue 41); its id is not reused.
  { id: 5, code: 'extra_stop', price: 450, max_quantity: 3 },
  { id: 6, code: 'extra_hour', price: 600, max_quantity: 3 },
] as const;

/**
 * Service labels by catalogue key. Every ride: the driver meets the traveller with a name board and
 * waits 60 minutes after landing. Nothing tracks flights (issue 41): a late traveller calls, as the
 * voucher says. VIP adds comfort.
 */
export const BASE_SERVICES = ['service.meet_greet', 'service.free_waiting', 'service.water'];
export const VIP_SERVICES = ['service.wifi', 'service.leather'];
