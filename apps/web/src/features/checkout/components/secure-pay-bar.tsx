import { useTranslation } from '../../../lib/translate';
import { Button } from '../../../components/ui/button';
import { ShieldIcon } from '../../../components/ui/icons';

/** Sticky above the tabs: the amount to pay, loudest, and the Secure Pay button (02 §2). */
export function SecurePayBar({ total, busy, note }: { total: string; busy: boolean; note?: string }) {
  const { t } = useTranslation();
  return (
    // In a desktop's summary column (issue 42) it closes the column, which keeps it in view.
    // On a short phone the tabs step aside while paying (app-layout's SHORT_SCREEN_NO_TABS): it sits at the bottom.
    <div className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] [@media(max-height:640px)]:bottom-[env(safe-area-inset-bottom)] z-20 -mx-4 mt-4 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur lg:static lg:mx-0 lg:mt-3 lg:rounded-2xl lg:border lg:p-4 lg:shadow-sm">
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-xs text-muted">{t('checkout.amount_to_pay')}</p>
          <p className="truncate text-xl font-bold text-brand-700 tabular-nums" data-testid="pay-total">
            {total}
          </p>
          {note && (
            <p className="text-xs text-muted" data-testid="pay-total-try">
              {note}
            </p>
          )}
        </div>
        <Button type="submit" className="min-h-12 px-5" isDisabled={busy}>
          <ShieldIcon width={18} height={18} />
          {busy ? t('checkout.paying') : t('checkout.secure_pay')}
        </Button>
      </div>
    </div>
  );
}
