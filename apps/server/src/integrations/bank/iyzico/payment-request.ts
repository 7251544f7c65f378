import type { BasketItem, CardDetails, PaymentBuyer } from '../bank.js';
import { formatPrice } from './signing.js';

/** The card as iyzico's paymentCard wants it; built in the call and dropped with it, never kept. */
function paymentCard(card: CardDetails) {
  const [month = '', year = ''] = card.expiry.split('/');
  return {
    cardHolderName: card.owner,
    cardNumber: card.number.replace(/\D/g, ''),
    expireMonth: month.padStart(2, '0'),
    expireYear: year.length === 2 ? `20${year}` : year,
    cvc: card.cvc,
    registerCard: 0,
  };
}

/**
 * The body of /payment/3dsecure/initialize/preauth: `price` is the booking's price and the basket
 * sums to it; `paidPrice` is what the card is charged (the installment plan's total).
 */
export function preAuthRequest(input: {
  reference: string;
  amount: number;
  installment: number;
  card: CardDetails;
  callbackUrl: string;
  buyer?: PaymentBuyer;
  basket?: { price: number; items: BasketItem[] };
}) {
  // iyzico screens fraud on the real buyer: a payment without one is a programming error, not a default.
  const buyer = input.buyer;
  if (!buyer) throw new Error('iyzico: a payment needs its buyer');
  const basket = input.basket ?? {
    price: input.amount,
    items: [{ id: 'booking', name: 'Booking', category: 'Travel', price: input.amount }],
  };
  const address = {
    contactName: `${buyer.name} ${buyer.surname}`,
    city: buyer.city,
    country: buyer.country,
    address: buyer.address,
  };
  return {
    locale: 'tr',
    conversationId: input.reference,
    price: formatPrice(basket.price),
    paidPrice: formatPrice(input.amount),
    currency: 'TRY',
    installment: input.installment,
    basketId: input.reference,
    paymentChannel: 'WEB',
    paymentGroup: 'PRODUCT',
    callbackUrl: input.callbackUrl,
    paymentCard: paymentCard(input.card),
    buyer: {
      id: buyer.identityNumber,
      name: buyer.name,
      surname: buyer.surname,
      gsmNumber: buyer.phone,
      email: buyer.email,
      identityNumber: buyer.identityNumber,
      registrationAddress: buyer.address,
      ip: buyer.ip,
      city: buyer.city,
      country: buyer.country,
    },
    shippingAddress: address,
    billingAddress: address,
    basketItems: basket.items.map((item) => ({
      id: item.id,
      name: item.name,
      category1: item.category,
      itemType: 'VIRTUAL',
      price: formatPrice(item.price),
    })),
  };
}
