import { useTopOnNavigate } from '../lib/use-top-on-navigate';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/skeleton';
import { ToastRegion } from '../components/ui/toast';
import { BottomTabs } from '../features/shell/bottom-tabs';
import { Navbar } from '../features/shell/navbar';
import { useShellUi } from '../features/shell/shell-store';
import { CatalogFreshness } from '../features/startup/catalog-freshness';
import { platform } from '../lib/platform';
import { useDesktop } from '../lib/use-desktop';
import { SessionWatcher } from './guards';
import { useRouteParam } from './use-route-param';

// Overlays load on first use, so the first page downloads only what it shows.
const SideMenu = lazy(() => import('../features/shell/side-menu').then((m) => ({ default: m.SideMenu })));
const SettingsSheet = lazy(() =>
  import('../features/shell/settings-sheet').then((m) => ({ default: m.SettingsSheet })),
);
const NativeStartup = lazy(() =>
  import('../features/startup/native-startup').then((m) => ({ default: m.NativeStartup })),
);
// The desktop site's footer (issue 42) is below the fold; a phone never downloads it.
const SiteFooter = lazy(() => import('../features/shell/site-footer').then((m) => ({ default: m.SiteFooter })));
const NativeShell = lazy(() => import('../features/native/native-shell').then((m) => ({ default: m.NativeShell })));

function ShellOverlays() {
  const panel = useShellUi((s) => s.panel);
  const opened = useShellUi((s) => s.opened);
  return (
    <Suspense fallback={null}>
      {(panel === 'menu' || opened.menu) && <SideMenu />}
      {(panel === 'settings' || opened.settings) && <SettingsSheet />}
    </Suspense>
  );
}

/**
 * How wide a page is on a desktop (issue 42): home draws its own full-width bands; search results
 * and payment use the width for their columns; every other page keeps a readable measure.
 */
const WIDE_PAGES = new Set(['/flight/search/', '/transfer/search/', '/flight/payment/', '/transfer/payment/']);
function desktopWidth(pathname: string) {
  if (pathname === '/') return 'lg:max-w-none';
  if (WIDE_PAGES.has(pathname)) return 'lg:max-w-6xl lg:px-6';
  // A booking's detail: the trip with its PNR and actions in a column beside it.
  if (/^\/(flight|transfer)\/booking\/detail\//.test(pathname)) return 'lg:max-w-5xl lg:px-6 lg:pt-6';
  // A corporate page: its text at a readable measure, the other pages beside it.
  if (pathname.startsWith('/corporate/')) return 'lg:max-w-5xl lg:px-6 lg:pt-6';
  // My Tickets: its table's six columns.
  if (pathname === '/profile/tickets/') return 'lg:max-w-5xl lg:px-6 lg:pt-6';
  return 'lg:max-w-3xl lg:px-6 lg:pt-6';
}

const CHECKOUT_PAGES = new Set(['/flight/payment/', '/transfer/payment/']);
/**
 * On a short phone (a 320×568 screen) the payment form has room for two fields between the header
 * and Secure Pay: there the tabs step aside while paying (issue 41), and Secure Pay sits at the
 * bottom. The header's Back, which asks before leaving a filled form, stays.
 */
export const SHORT_SCREEN_NO_TABS = {
  tabs: '[@media(max-height:640px)]:hidden',
  main: '[@media(max-height:640px)]:pb-4',
};

/**
 * The chrome around every page: navbar, content, bottom tabs, and the shell overlays. On a desktop
 * (issue 42) the navbar carries the links and a footer replaces the bottom tabs.
 */
export function AppLayout() {
  useRouteParam();
  useTopOnNavigate();
  const desktop = useDesktop();
  const { pathname } = useLocation();
  const checkout = CHECKOUT_PAGES.has(pathname);
  return (
    <div className="min-h-dvh">
      <Navbar />
      {/* At least the window's height on a desktop: the footer starts below the fold, so a page whose
          content arrives late (results, a ticket) never pushes a footer in view down (layout shift). */}
      <main
        className={`mx-auto w-full max-w-lg pb-20 lg:min-h-[calc(100dvh-4rem)] lg:pb-0 ${checkout ? SHORT_SCREEN_NO_TABS.main : ''} ${desktopWidth(pathname)}`}
      >
        <Suspense fallback={<Spinner label="" />}>
          <Outlet />
        </Suspense>
      </main>
      {desktop ? (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      ) : (
        <BottomTabs className={checkout ? SHORT_SCREEN_NO_TABS.tabs : ''} />
      )}
      <ShellOverlays />
      <ToastRegion />
      <CatalogFreshness />
      <SessionWatcher />
      {platform.isNative && (
        <Suspense fallback={null}>
          <NativeStartup />
          <NativeShell />
        </Suspense>
      )}
    </div>
  );
}
