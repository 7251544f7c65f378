import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation, useRoutes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { routedAt } from '../test/page-test-utils';
import { useLeaveGuard } from './guarded-router';

afterEach(cleanup);

let held: ReturnType<typeof useLeaveGuard> = { state: 'unblocked' };

function Form() {
  held = useLeaveGuard(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
  return (
    <>
      <p>form {useLocation().search}</p>
      <Link to="/home/">Home</Link>
      <Link to="/form/?sheet=1">Sheet</Link>
    </>
  );
}

function Pages() {
  return useRoutes([
    { path: '/form/', element: <Form /> },
    { path: '/home/', element: <p>home</p> },
  ]);
}

describe('guarded router', () => {
  it('holds a link away from a guarded page until let go, and lets moves within the page pass', async () => {
    const { history, tree } = routedAt([{ path: '*', element: <Pages /> }], ['/form/']);
    render(tree);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('link', { name: 'Sheet' }));
    expect(screen.getByText('form ?sheet=1')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(held.state).toBe('blocked');
    expect(history.location.pathname).toBe('/form/');
    act(() => held.reset?.());
    expect(held.state).toBe('unblocked');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    act(() => held.proceed?.());
    expect(await screen.findByText('home')).toBeTruthy();
    expect(history.location.pathname).toBe('/home/');
  });

  it('undoes Back from a guarded page at once, and makes it again when let go', async () => {
    const { history, tree } = routedAt([{ path: '*', element: <Pages /> }], ['/home/', '/form/'], 1);
    render(tree);
    act(() => history.go(-1));
    expect(held.state).toBe('blocked');
    expect(history.location.pathname).toBe('/form/');
    expect(screen.getByText(/^form/)).toBeTruthy();
    act(() => held.proceed?.());
    expect(await screen.findByText('home')).toBeTruthy();
    expect(history.location.pathname).toBe('/home/');
    expect(held.state).toBe('unblocked');
  });
});
