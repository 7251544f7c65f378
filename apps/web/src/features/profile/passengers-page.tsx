import type { SavedPassenger } from '@yolcu/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ListSkeleton } from '../../components/ui/skeleton';
import { usePassengers } from './api/user-data';
import { PassengerFormSheet } from './components/passenger-form-sheet';
import { ProfileNav } from './components/profile-nav';
import { useDocumentTitle } from '../../lib/use-document-title';

/** DD/MM/YYYY, as 01 §3 shows a birth date. */
const dmy = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '—');

/** My Passengers (01 §2): a card per saved passenger with an edit link; Add Passenger opens the form. */
export function PassengersPage() {
  useDocumentTitle('a11y.title.passengers');
  const { t } = useTranslation();
  const list = usePassengers();
  const [editing, setEditing] = useState<SavedPassenger | null | 'new'>(null);
  return (
    <div className="px-4 pt-4 pb-8">
      <div className="mb-3 flex items-center justify-between">
        <h1 className="text-2xl font-bold">{t('passengers.title')}</h1>
        <Button onPress={() => setEditing('new')}>{t('passengers.add')}</Button>
      </div>
      <ProfileNav />
      <div className="mt-4">
        {list.isPending && <ListSkeleton rows={3} />}
        {list.data?.length === 0 && <EmptyState title={t('passengers.empty')} />}
        <ul className="space-y-3 lg:grid lg:grid-cols-2 lg:items-start lg:gap-3 lg:space-y-0">
          {list.data?.map((p) => (
            <li key={p.id} className="rounded-2xl border border-line bg-surface p-4" data-testid="passenger">
              <div className="flex items-start justify-between gap-3">
                <div>
                  <p className="font-semibold">
                    {p.name} {p.surname}
                  </p>
                  <p className="text-sm text-muted">
                    {[p.gender_display, p.nationality_id?.name, dmy(p.birth_date)].filter(Boolean).join(' · ')}
                  </p>
                  {(p.citizen_number || p.passport) && (
                    <p className="text-sm text-muted">{p.citizen_number ?? p.passport}</p>
                  )}
                </div>
                <button
                  type="button"
                  onClick={() => setEditing(p)}
                  className="min-h-11 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {t('common.edit')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </div>
      {editing && (
        <PassengerFormSheet passenger={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
