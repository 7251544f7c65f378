import { type Control, useWatch } from 'react-hook-form';
import { isUsableCoupon, useUserCoupons } from '../api/user-lists';
import type { CommonPaymentValues } from '../payment-form';

/** The signed-in user's usable coupons and the one the form has chosen, if any (02 §4). */
export function useChosenCoupon<V extends CommonPaymentValues>(control: Control<V>) {
  const coupons = (useUserCoupons().data ?? []).filter((c) => isUsableCoupon(c));
  const couponId = useWatch({ control: control as unknown as Control<CommonPaymentValues>, name: 'coupon' });
  return { coupons, coupon: coupons.find((c) => c.id === couponId) ?? null };
}
