import { normaliseAlertPhone, type PriceAlertInput, priceAlertInputSchema } from '@yolcu/contract/price-alerts';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { ApiError } from '../../lib/api/errors';
import { hhmm, shortDay } from '../../lib/day-format';
import { translateToken } from '../../lib/i18n';
import { useSession, useUser } from '../../lib/session';
import { useSettings } from '../../lib/settings-store';
import { useApiForm } from '../../lib/use-api-form';
import { Button } from '../ui/button';
import { BellIcon } from '../ui/icons';
import { Sheet } from '../ui/sheet';
import { TextField } from '../ui/text-field';
import { toast } from '../ui/toast';
import type { AlertProduct, WatchedSearch } from './alert-product';
import { createPriceAlert } from './create-price-alert';

interface PriceAlertSheetProps {
  product: AlertProduct;
  option: number;
  search: WatchedSearch;
  isOpen: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The price-alert sheet (02 §2, §5, §8): an e-mail (the account's, when signed in) and/or a Turkish
 * mobile number. At least one is needed before anything is sent, and a guest's must include an
 * e-mail: the alert starts only once that address confirms it by a mailed link (issue 36), which
 * the thanks then says. A second alert for the same search gets the duplicate message; any other
 * failure the server's first message, titled Error.
 */
export function PriceAlertSheet({ product, option, search, isOpen, onOpenChange }: PriceAlertSheetProps) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const days = [search.date, search.returnDate]
    .filter((d): d is string => Boolean(d))
    .map((d) => shortDay(d, language));
  const signedIn = Boolean(useSession((s) => s.token));
  const email = useUser().data?.email ?? '';
  const blank = { option, notify_email: email, notify_phone: '', target_price: null };
  /** The server's word that this very alert exists already: said in the sheet, nothing more is sent. */
  const [exists, setExists] = useState<string | null>(null);
  /** One create at a time: a second tap (or Enter) while one is on its way does nothing. */
  const sending = useRef(false);
  const { form, fieldError } = useApiForm<PriceAlertInput>(priceAlertInputSchema as never, { defaultValues: blank });
  const { errors, isSubmitting } = form.formState;
  const atLeastOne = (errors as { non_field_errors?: { message?: string } }).non_field_errors?.message;

  // The account may load after the sheet opened; fill the e-mail unless the user typed one.
  useEffect(() => {
    if (email && !form.getFieldState('notify_email').isDirty) form.setValue('notify_email', email);
  }, [email, form]);

  const field = (name: 'notify_email' | 'notify_phone') => {
    const reg = form.register(name);
    return {
      ...reg,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        form.clearErrors('non_field_errors' as never);
        setExists(null);
        return reg.onChange(e);
      },
    };
  };

  const submit = form.handleSubmit(async (values) => {
    if (sending.current) return;
    // The server would refuse it the same way; said at once, beside the field that is missing.
    if (!signedIn && !values.notify_email) {
      form.setError('notify_email', { message: t('price_alert.email_needed') });
      return;
    }
    sending.current = true;
    // The resolver hands over the schema's output: trimmed, with blanks as null.
    const phone = values.notify_phone ? (normaliseAlertPhone(values.notify_phone) ?? values.notify_phone) : null;
    try {
      const created = await createPriceAlert(product, {
        option,
        notify_email: values.notify_email || null,
        notify_phone: phone,
        ...(values.target_price != null && { target_price: values.target_price }),
      });
      toast.success(t(created.confirmed === false ? 'price_alerts.confirm_sent' : 'price_alerts.created'));
      form.reset(blank);
      onOpenChange(false);
    } catch (e) {
      const err = e instanceof ApiError ? e : null;
      // The server answers non_field_errors for an alert that already exists (02 §8).
      if (err?.fields.non_field_errors) {
        setExists(err.fields.non_field_errors[0] || t('price_alert.duplicate'));
        return;
      }
      for (const name of ['notify_email', 'notify_phone'] as const) {
        const message = err?.fields[name]?.[0];
        if (message) form.setError(name, { message });
      }
      toast.error(err?.message || t('error.generic'), t('price_alerts.error_title'));
    } finally {
      sending.current = false;
    }
  });

  return (
    <Sheet
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('price_alerts.sheet_title')}
      footer={
        <>
          {/* Beside the button it disables, so the reason shows on any screen height. */}
          {exists && (
            <p
              className="mb-2 rounded-xl bg-accent/15 px-3 py-2 text-sm font-medium text-ink"
              role="alert"
              data-testid="alert-exists"
            >
              {exists}
            </p>
          )}
          <Button type="submit" form="price-alert-form" className="w-full" isDisabled={isSubmitting || exists !== null}>
            {isSubmitting ? t('common.sending') : t('price_alerts.submit')}
          </Button>
        </>
      }
    >
      <form id="price-alert-form" onSubmit={submit} noValidate className="space-y-4">
        <div className="flex gap-3 rounded-2xl bg-brand-50 p-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-surface text-brand-600" aria-hidden>
            <BellIcon width={20} height={20} />
          </span>
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-ink">{search.route}</p>
            <p className="text-ink">
              {days.join(' – ')}
              {search.time && ` · ${hhmm(search.time)}`}
            </p>
            <p className="mt-0.5 text-muted">{t(signedIn ? 'price_alerts.sheet_intro' : 'price_alerts.guest_intro')}</p>
          </div>
        </div>
        <TextField
          id="price-alert-email"
          label={t('price_alerts.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('price_alerts.email_placeholder')}
          error={fieldError('notify_email')}
          {...field('notify_email')}
        />
        <TextField
          id="price-alert-phone"
          label={t('price_alerts.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="532 123 45 67"
          hint={t('price_alerts.phone_hint')}
          error={fieldError('notify_phone')}
          {...field('notify_phone')}
        />
        <TextField
          id="price-alert-target"
          label={t('plan_web.target_label')}
          type="text"
          inputMode="decimal"
          placeholder={t('plan_web.target_placeholder')}
          hint={t('plan_web.target_hint')}
          error={fieldError('target_price')}
          {...form.register('target_price', {
            // A blank field is no target; "2.000" and "2000,50" read as people write them.
            setValueAs: (v: unknown) => {
              const text = String(v ?? '').replace(/\s|₺/g, '');
              if (text === '') return null;
              return Number(text.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.'));
            },
          })}
        />
        {atLeastOne && (
          <p className="rounded-xl bg-danger/10 px-3 py-2 text-sm font-medium text-danger" role="alert">
            {translateToken(atLeastOne)}
          </p>
        )}
      </form>
    </Sheet>
  );
}
