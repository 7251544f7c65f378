/** Shapes of GET /api/transfer/gateway/search/ (02 §3) as the results page reads them. */
export interface TransferResult {
  product_id: string;
  information: {
    transfer_type_code: number;
    transfer_type: string;
    duration: number;
    distance: number;
    services: Array<{ name: string }>;
  };
  vehicle: {
    image: string;
    vehicle_type: string;
    vehicle_type_code: string;
    brand: { id: number; name: string };
    model: { id: number; name: string };
    seats: number;
    luggage_capacity: number;
    big_luggage_capacity: number;
  };
  vendor: { id: number; name: string };
  price: { total: number; base: number; discount: number; campaign: number | null };
}

export interface TransferSearchView {
  status: boolean;
  research?: boolean;
  message?: string;
  search?: TransferResult[];
  search_options?: {
    id: number;
    departure_date: string;
    departure_pickup_time: string;
    departure_location: { id: number; name: string };
    arrival_location: { id: number; name: string };
    passenger_count: number;
    baggage_count: number;
  };
  time_out_seconds?: number;
}
