import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../components/ui/skeleton';
import { ToastRegion } from '../components/ui/toast';
import { BottomTabs } from '../features/shell/bottom-tabs';
import { Navbar } from '../features/shell/navbar';
import { useShellUi } from '../features/shell/shell-store';
import { CatalogFreshness } from '../features/startup/catalog-freshness';
import { platform } from '../lib/platform';
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

/** The chrome around every page: navbar, content, bottom tabs, and the shell overlays. */
export function AppLayout() {
  useRouteParam();
  return (
    <div className="min-h-dvh">
      <Navbar />
      <main className="mx-auto max-w-lg pb-20">
        <Suspense fallback={<Spinner label="" />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomTabs />
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
