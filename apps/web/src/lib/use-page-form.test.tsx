import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageForm } from './use-page-form';

afterEach(cleanup);

interface Values {
  email: string;
}

let renders = 0;

function PageFormView() {
  renders += 1;
  const { form, lifecycle } = usePageForm<Values>({ defaultValues: { email: '' }, mode: 'onTouched' });
  return (
    <form onSubmit={form.handleSubmit(() => {})}>
      {lifecycle}
      <input aria-label="E-mail" {...form.register('email', { required: 'Required' })} />
      {form.formState.errors.email && <p role="alert">{form.formState.errors.email.message}</p>}
      <p>{form.formState.isDirty ? 'dirty' : 'clean'}</p>
      <button type="submit">Pay</button>
    </form>
  );
}

function UseFormView() {
  renders += 1;
  useForm<Values>({ defaultValues: { email: '' } });
  return null;
}

const seen = new Set<unknown>();
function Probe() {
  const { form, lifecycle } = usePageForm<Values>({ defaultValues: { email: '' } });
  seen.add(form);
  return (
    <>
      {lifecycle}
      <input aria-label="E-mail" {...form.register('email', { required: 'Required' })} />
      <button type="button" onClick={() => void form.trigger()}>
        Check
      </button>
      <p>{form.formState.errors.email ? 'error' : 'fine'}</p>
    </>
  );
}

describe('usePageForm', () => {
  it('mounts a form with one render, where useForm takes two', async () => {
    renders = 0;
    await act(async () => {
      render(<UseFormView />);
    });
    expect(renders).toBe(2);
    cleanup();
    renders = 0;
    await act(async () => {
      render(<PageFormView />);
    });
    expect(renders).toBe(1);
  });

  it('still shows what the form reads: errors on submit, and dirty once typed in', async () => {
    await act(async () => {
      render(<PageFormView />);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Required');
    expect(screen.getByText('clean')).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ayse@example.com' } });
    });
    expect(screen.getByText('dirty')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives the same form object on every render, as useForm does', async () => {
    seen.clear();
    await act(async () => {
      render(<Probe />);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    });
    expect(screen.getByText('error')).toBeTruthy();
    expect(seen.size).toBe(1);
  });
});
