import type { Bill } from '@yolcu/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ConfirmPopup } from '../../components/ui/confirm-popup';
import { ListSkeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api/errors';
import { useBillCrud, useBills } from './api/user-data';
import { BillFormSheet } from './components/bill-form-sheet';
import { ProfileNav } from './components/profile-nav';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Invoices (01 §2): list, add/edit form, delete with confirmation; a 204 is success (03 §11). */
export function BillsPage() {
  useDocumentTitle('a11y.title.bills');
  const { t } = useTranslation();
  const list = useBills();
  const crud = useBillCrud();
  const [editing, setEditing] = useState<Bill | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Bill | null>(null);

  async function remove() {
    if (!deleting) return;
    try {
      await crud.remove.mutateAsync(deleting.id);
      toast.success(t('bills.deleted'));
    } catch (e) {
      toast.error((e instanceof ApiError && e.message) || t('error.generic'));
    }
    setDeleting(null);
  }

  return (
    <div className="px-4 pt-4 pb-8">
      <div className="mb-3 flex items-center justify-between">
        <h1 className="text-2xl font-bold">{t('profile.bills')}</h1>
        <Button onPress={() => setEditing('new')}>{t('bills.add')}</Button>
      </div>
      <ProfileNav />
      <div className="mt-4">
        {list.isPending && <ListSkeleton rows={3} />}
        {list.data?.length === 0 && <EmptyState title={t('bills.empty')} />}
        <ul className="space-y-3 lg:grid lg:grid-cols-2 lg:items-start lg:gap-3 lg:space-y-0">
          {list.data?.map((b) => (
            <li key={b.id} className="rounded-2xl border border-line bg-surface p-4" data-testid="bill">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold">{b.billing_name}</p>
                  <p className="text-sm text-muted">
                    {b.bill_type_display} · {b.district}, {b.city}
                  </p>
                  <p className="truncate text-sm text-muted">{b.address}</p>
                </div>
                <div className="flex shrink-0">
                  <button
                    type="button"
                    onClick={() => setEditing(b)}
                    className="min-h-11 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    {t('common.edit')}
                  </button>
                  <button
                    type="button"
                    onClick={() => setDeleting(b)}
                    className="min-h-11 rounded-full px-3 text-sm font-semibold text-danger hover:bg-danger/5"
                  >
                    {t('common.delete')}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
      {editing && <BillFormSheet bill={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmPopup
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
        title={t('common.delete')}
        text={t('bills.delete_confirm')}
      />
    </div>
  );
}
