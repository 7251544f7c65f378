import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactRequest, contactRequestSchema } from '@yolcu/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/translate';
import { Button } from '../../components/ui/button';
import { MailIcon, PhoneIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { TextArea, TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api/errors';
import { useAppInfo } from '../../lib/api/queries';
import { translateToken } from '../../lib/i18n';
import { useSendContact } from './api/contact';
import { useDocumentTitle } from '../../lib/use-document-title';

const FIELDS = ['name', 'email', 'phone', 'message'] as const;

/** Contact form (01 §2, §5, §8): every field required; success disables the submit button. */
export function ContactPage() {
  useDocumentTitle('a11y.title.contact');
  const { t } = useTranslation();
  const info = useAppInfo().data;
  const send = useSendContact();
  const [sent, setSent] = useState(false);
  const form = useForm<ContactRequest>({ resolver: zodResolver(contactRequestSchema), mode: 'onTouched' });
  const { errors } = form.formState;
  const err = (f: (typeof FIELDS)[number]) => (errors[f]?.message ? translateToken(errors[f].message) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await send.mutateAsync(values);
      setSent(true);
      toast.success(res.detail || t('contact.success'));
    } catch (e) {
      const apiError = e instanceof ApiError ? e : null;
      for (const f of FIELDS) {
        const message = apiError?.fields[f]?.[0];
        if (message) form.setError(f, { message });
      }
      toast.error(apiError?.message || (apiError?.status === 0 ? t('error.network') : t('error.generic')));
    }
  });

  return (
    <div className="pb-8">
      <PageHeader title={t('contact.title')} subtitle={t('contact.subtitle')} />
      {info && (
        <div className="mx-4 mb-4 flex flex-col gap-2">
          <a
            href={`tel:${info.contact_phone.replace(/\s/g, '')}`}
            className="flex min-h-12 items-center gap-2 rounded-xl border border-line bg-surface px-3 text-sm font-medium"
          >
            <PhoneIcon width={18} height={18} className="text-brand-600" />
            {info.contact_phone}
          </a>
          <a
            href={`mailto:${info.contact_email}`}
            className="flex min-h-12 items-center gap-2 truncate rounded-xl border border-line bg-surface px-3 text-sm font-medium"
          >
            <MailIcon width={18} height={18} className="shrink-0 text-brand-600" />
            <span className="truncate">{info.contact_email}</span>
          </a>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate className="mx-4 space-y-4 rounded-2xl border border-line bg-surface p-4">
        <TextField
          id="contact-name"
          label={t('contact.name')}
          autoComplete="name"
          error={err('name')}
          {...form.register('name')}
        />
        <TextField
          id="contact-email"
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={err('email')}
          {...form.register('email')}
        />
        <TextField
          id="contact-phone"
          label={t('contact.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="0532 123 45 67"
          error={err('phone')}
          {...form.register('phone')}
        />
        <TextArea
          id="contact-message"
          label={t('contact.message')}
          error={err('message')}
          {...form.register('message')}
        />
        <Button type="submit" className="w-full" isDisabled={sent || send.isPending}>
          {sent ? t('contact.sent') : send.isPending ? t('common.sending') : t('contact.submit')}
        </Button>
        {sent && (
          <p className="text-center text-sm text-success" role="status">
            {t('contact.success')}
          </p>
        )}
      </form>
    </div>
  );
}
