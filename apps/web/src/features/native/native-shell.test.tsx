import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Link, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Popup } from '../../components/ui/popup';
import { renderRoutes, setUpPageTests } from '../../test/page-test-utils';
import { NATIVE_TEST_EVENT } from './native-events';
import { NativeShell } from './native-shell';

setUpPageTests();

const send = (detail: unknown) =>
  act(() => {
    window.dispatchEvent(new CustomEvent(NATIVE_TEST_EVENT, { detail }));
  });

function Home() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <h1>Home</h1>
      <Link to="/faq/">FAQ</Link>
      <Button onPress={() => setOpen(true)}>Settings</Button>
      <Popup isOpen={open} onOpenChange={setOpen} title="Settings" actions={null}>
        Language
      </Popup>
    </>
  );
}

const routes = [
  {
    element: (
      <>
        <NativeShell />
        <Outlet />
      </>
    ),
    children: [
      { path: '/', element: <Home /> },
      { path: '/faq/', element: <h1>FAQ</h1> },
      { path: '/flight/booking/detail/:id', element: <h1>Flight booking</h1> },
      { path: '/transfer/booking/detail/:id', element: <h1>Transfer booking</h1> },
    ],
  },
];

describe('the native shell’s links and back button', () => {
  it('opens a booking detail from a link the system hands over, and ignores other links', async () => {
    const { history } = renderRoutes(routes, ['/']);
    send({ type: 'appUrlOpen', url: 'https://yolcu.example/profile/' });
    expect(history.location.pathname).toBe('/');
    send({ type: 'appUrlOpen', url: 'https://yolcu.example/transfer/booking/detail/s3cr3t' });
    expect(await screen.findByRole('heading', { name: 'Transfer booking' })).toBeTruthy();
    send({ type: 'appUrlOpen', url: 'yolcu://flight/booking/detail/abc' });
    expect(await screen.findByRole('heading', { name: 'Flight booking' })).toBeTruthy();
  });

  it('goes back a page, closes a dialog first, and goes home from a page opened by a link', async () => {
    const { history } = renderRoutes(routes, ['/']);
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(await screen.findByRole('heading', { name: 'FAQ' })).toBeTruthy();
    // The memory router keeps its own index; the app's history index lives in window.history.state.
    window.history.replaceState({ idx: 1 }, '');
    send({ type: 'backButton' });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    window.history.replaceState({ idx: 0 }, '');

    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.getByRole('alertdialog', { name: 'Settings' })).toBeTruthy();
    send({ type: 'backButton' });
    expect(screen.queryByRole('alertdialog', { name: 'Settings' })).toBeNull();
    expect(history.location.pathname).toBe('/');

    act(() => history.replace('/flight/booking/detail/abc'));
    send({ type: 'backButton' });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });
});
