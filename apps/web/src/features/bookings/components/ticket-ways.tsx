import type { UserFlightBooking } from '@yolcu/contract/flight-payment';
import type { UserTransferBooking } from '@yolcu/contract/transfer-payment';
import type { ReactNode } from 'react';
import { CarIcon, PlaneIcon } from '../../../components/ui/icons';
import { useSettings } from '../../../lib/settings-store';
import { useTranslation } from '../../../lib/translate';
import { hhmm, longDay, shortDay } from '../dates';

/** One way of a booking as My Tickets shows it, on a phone's card or a desktop's row. */
export interface TicketWay {
  icon: ReactNode;
  label: string;
  from: string;
  to: string;
  day: string;
  time: string;
}

/**
 * The ways of a booking in the user's list (02 §2's formats): a flight's each way by airport names,
 * its day as DD MMM, ddd and time HH:mm; a transfer's pick-up with its long day. `iconSize` in px.
 */
export function useTicketWays() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  return {
    flight(booking: UserFlightBooking, iconSize: number): TicketWay[] {
      const way = (info: UserFlightBooking['departure_booking']['info'], back: boolean): TicketWay => ({
        icon: <PlaneIcon width={iconSize} height={iconSize} className={back ? '-scale-x-100' : undefined} />,
        label: t(back ? 'bookings.return' : 'bookings.departure'),
        from: info.departure_airport.name,
        to: info.arrival_airport.name,
        day: shortDay(info.departure_date, language),
        time: hhmm(info.departure_time),
      });
      const back = booking.return_booking?.info;
      return back
        ? [way(booking.departure_booking.info, false), way(back, true)]
        : [way(booking.departure_booking.info, false)];
    },
    transfer(booking: UserTransferBooking, iconSize: number): TicketWay[] {
      const when = booking.info.departure_datetime;
      return [
        {
          icon: <CarIcon width={iconSize} height={iconSize} />,
          label: t('bookings.pick_up'),
          from: booking.departure_location.name,
          to: booking.arrival_location.name,
          day: longDay(when, language),
          time: hhmm(when),
        },
      ];
    },
  };
}
