import { type CheckPnrInput, checkPnrSchema, PNR_MAX_LENGTH } from '@yolcu/contract/payment';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { MailIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api/errors';
import { useSettings } from '../../lib/settings-store';
import { useApiForm } from '../../lib/use-api-form';
import { type BookingProduct, bookingDetailPath, findBooking } from './api/bookings';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Both fields are upper-cased as typed (02 §5), keeping the caret where it was. */
function upperCaseInput(e: ChangeEvent<HTMLInputElement>, locale: string) {
  const el = e.target;
  const upper = el.value.toLocaleUpperCase(locale);
  if (upper === el.value) return;
  const { selectionStart, selectionEnd } = el;
  el.value = upper;
  if (selectionStart !== null && upper.length === el.value.length) el.setSelectionRange(selectionStart, selectionEnd);
}

/**
 * PNR inquiry (02 §2), one "Find my booking" for both products (issue 22): PNR and surname open
 * the booking, whichever product it is. The route's product is asked first, the other after a
 * 404, and the detail opened is the product that answered (03 §11). No record is a Warning,
 * anything else an Error (02 §8).
 */
function PnrInquiry({ product }: { product: BookingProduct }) {
  useDocumentTitle('finish_web.find_booking');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useSettings((s) => s.language);
  const locale = language === 'tr' ? 'tr-TR' : 'en-GB';
  const { form, fieldError } = useApiForm<CheckPnrInput>(checkPnrSchema, { defaultValues: { pnr: '', surname: '' } });
  /** "No booking matches" stays on the form until the next try: a 2-second toast is easily missed (issue 41). */
  const [notFound, setNotFound] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setNotFound(null);
    try {
      const found = await findBooking(product, values);
      navigate(bookingDetailPath(found.product, found.unique_code));
    } catch (e) {
      const err = e instanceof ApiError ? e : null;
      if (err?.status === 404) {
        const message = err.message || t('bookings.pnr_not_found');
        setNotFound(message);
        return toast.warning(message, t('bookings.warning'));
      }
      for (const [field, messages] of Object.entries(err?.fields ?? {})) {
        if ((field === 'pnr' || field === 'surname') && messages[0]) form.setError(field, { message: messages[0] });
      }
      // Too many tries and no network are said as they are; anything else is the generic error (02 §8).
      const told = (err?.status === 429 || err?.status === 0) && err.message;
      toast.error(told || t('error.generic'), t('bookings.error'));
    }
  });

  const field = (name: keyof CheckPnrInput) => {
    const reg = form.register(name);
    return {
      ...reg,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        upperCaseInput(e, locale);
        return reg.onChange(e);
      },
    };
  };

  return (
    <div className="pb-8">
      <PageHeader title={t('finish_web.find_booking')} />
      <div className="px-4">
        <p className="text-[15px] text-muted">{t('finish_web.find_booking_intro')}</p>
        <form
          onSubmit={submit}
          noValidate
          className="mt-4 space-y-4 rounded-2xl border border-line bg-surface p-4 shadow-sm"
        >
          <TextField
            id="pnr-code"
            label={t('bookings.pnr_code')}
            placeholder={t('bookings.pnr_placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={PNR_MAX_LENGTH}
            error={fieldError('pnr')}
            {...field('pnr')}
          />
          <TextField
            id="pnr-surname"
            label={t('bookings.surname')}
            placeholder={t('bookings.surname_placeholder')}
            autoComplete="family-name"
            autoCapitalize="characters"
            spellCheck={false}
            error={fieldError('surname')}
            {...field('surname')}
          />
          {notFound && (
            <p
              className="rounded-xl bg-danger/5 px-3 py-2 text-sm text-danger"
              role="alert"
              data-testid="pnr-not-found"
            >
              {notFound} {t('bookings.pnr_not_found_hint')}
            </p>
          )}
          <Button type="submit" className="w-full" isDisabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('common.sending') : t('bookings.inquire')}
          </Button>
        </form>
        <p className="mt-4 flex gap-3 rounded-2xl bg-brand-50 p-4 text-sm text-ink">
          <MailIcon width={20} height={20} className="shrink-0 text-brand-600" />
          <span>{t('bookings.pnr_hint')}</span>
        </p>
      </div>
    </div>
  );
}

export const CheckPnrPage = () => <PnrInquiry product="flight" />;
export const TransferCheckPnrPage = () => <PnrInquiry product="transfer" />;
