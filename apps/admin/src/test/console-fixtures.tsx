import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { App } from '../App';

/** The console at `path`, as a member of staff opens it (English unless told). */
export const renderAt = (path: string, lang: 'tr' | 'en' = 'en') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App lang={lang} />
    </MemoryRouter>,
  );

export const staff = (role: string) => ({ status: 200, body: { id: 1, email: `${role}@yolcu.example`, role } });

export const booking = (over: Record<string, unknown> = {}) => ({
  unique_code: 'YB7K2M',
  product: 'flight',
  status: 'completed',
  pnr: 'PNR123',
  email: 'ayse@example.com',
  phone: '5321112233',
  total: 1234.5,
  created_at: '2026-11-20T10:00:00Z',
  lead: 'Ayşe Yılmaz',
  card_last4: '0008',
  language: 'tr',
  discount: 0,
  failure_message: null,
  completed_at: '2026-11-20T10:02:00Z',
  cancelled_at: null,
  supplier_order_ref: 'SUP-1',
  supplier_order_status: 'confirmed',
  signed_in_owner: false,
  ...over,
});

export const detail = (over: Record<string, unknown> = {}, refunds: unknown[] = []) => ({
  booking: booking(over),
  passengers: [{ position: 1, pax_type: 'ADT', name: 'Ayşe', surname: 'Yılmaz' }],
  tickets: [],
  payments: [],
  refunds,
  reconciliation: null,
  timeline: [{ at: '2026-11-20T10:00:00Z', event: 'booking.created', detail: 'flight' }],
});
