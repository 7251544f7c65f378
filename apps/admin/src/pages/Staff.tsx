import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminStaffMember,
  adminSetupLinkSchema,
  adminStaffInviteSchema,
  adminStaffListSchema,
  adminStaffMemberSchema,
  STAFF_ROLES,
  type StaffRole,
} from '@yolcu/contract';
import { useState } from 'react';
import { api, ApiError } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { Alert, Button, Card, Field, Loading, Table } from '../lib/ui';
import { useSubmit } from '../lib/use-submit';
import { useStaff } from '../App';

/**
 * Staff (admins only, 03 §20): who works here, their role and state; invite someone, change a role,
 * disable an account, or give a new set-up link. A link is shown once, to be handed over privately.
 */
export function StaffPage() {
  const { t, dateTime } = useI18n();
  const queryClient = useQueryClient();
  const me = useStaff();
  const list = useQuery({
    queryKey: ['staff'],
    queryFn: ({ signal }) => api(adminStaffListSchema, '/staff/', { signal }),
  });
  const [form, setForm] = useState<{ email: string; role: StaffRole }>({ email: '', role: 'support' });
  const [link, setLink] = useState<{ email: string; link: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const invite = useSubmit(adminStaffInviteSchema, (input) =>
    api(adminSetupLinkSchema, '/staff/', { method: 'POST', body: input }),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['staff'] });
  const act = async (run: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await run();
      await refresh();
    } catch (err) {
      if (err instanceof ApiError && err.status !== 401)
        setProblem(err.detail ?? err.fields.non_field_errors?.join(' ') ?? 'app.error');
    }
  };
  const update = (m: AdminStaffMember, body: { role?: StaffRole; disabled?: boolean }) =>
    act(() => api(adminStaffMemberSchema, `/staff/${m.id}/`, { method: 'PUT', body }));
  const newLink = (m: AdminStaffMember) =>
    act(async () => {
      const answer = await api(adminSetupLinkSchema, `/staff/${m.id}/setup-link/`, { method: 'POST' });
      setLink({ email: m.email, link: answer.link });
    });

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{t('staff.title')}</h1>
      <Card title={t('staff.invite')}>
        <form
          noValidate
          className="flex flex-wrap items-end gap-4"
          onSubmit={async (e) => {
            e.preventDefault();
            setLink(null);
            const made = await invite.submit(form);
            if (made) {
              setLink({ email: form.email.trim().toLowerCase(), link: made.link });
              setForm({ email: '', role: 'support' });
              await refresh();
            }
          }}
        >
          <div className="min-w-72 flex-1">
            <Field
              label={t('staff.email')}
              type="email"
              value={form.email}
              onChange={(e) => setForm((f) => ({ ...f, email: e.target.value }))}
              errors={invite.errors.email}
            />
          </div>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t('staff.role')}
            <select
              value={form.role}
              onChange={(e) => setForm((f) => ({ ...f, role: e.target.value as StaffRole }))}
              className="h-10 rounded-md border border-line bg-surface px-3 text-base font-normal"
            >
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`role.${r}`)}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" disabled={invite.pending}>
            {t('staff.invite_send')}
          </Button>
        </form>
        {invite.problem && <Alert>{t(invite.problem)}</Alert>}
      </Card>
      {link && (
        <Alert tone="success">
          <p>{t('staff.link_shown_once', { email: link.email })}</p>
          <p className="mt-2 font-mono text-sm break-all" data-testid="setup-link">
            {link.link}
          </p>
        </Alert>
      )}
      {problem && <Alert>{t(problem)}</Alert>}
      {list.isPending && <Loading />}
      {list.isError && <Alert>{list.error.message || t('app.error')}</Alert>}
      {list.data && (
        <Table
          caption={t('staff.title')}
          head={[t('staff.email'), t('staff.role'), t('staff.state'), t('staff.since'), t('staff.actions')]}
        >
          {list.data.results.map((m) => (
            <tr key={m.id} className="border-t border-line">
              <td className="px-3 py-2">{m.email}</td>
              <td className="px-3 py-2">
                {m.id === me?.id ? (
                  t(`role.${m.role}`)
                ) : (
                  <select
                    aria-label={t('staff.role_of', { email: m.email })}
                    value={m.role}
                    onChange={(e) => update(m, { role: e.target.value as StaffRole })}
                    className="h-9 rounded-md border border-line bg-surface px-2"
                  >
                    {STAFF_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {t(`role.${r}`)}
                      </option>
                    ))}
                  </select>
                )}
              </td>
              <td className="px-3 py-2">{t(`staff.state.${m.state}`)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{dateTime(m.created_at)}</td>
              <td className="px-3 py-2">
                {m.id !== me?.id && (
                  <div className="flex flex-wrap gap-2">
                    <Button variant="secondary" onClick={() => update(m, { disabled: m.state !== 'disabled' })}>
                      {t(m.state === 'disabled' ? 'staff.enable' : 'staff.disable')}
                    </Button>
                    <Button variant="quiet" onClick={() => newLink(m)}>
                      {t('staff.new_link')}
                    </Button>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </div>
  );
}
