import { type ComponentType, type ReactNode, use, useState } from 'react';
import { matchRoutes, type Params, type RouteObject, useLocation, useParams } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { useTranslation } from '../lib/translate';

/** Asks for a page's data as its route opens, while its code may still be loading (issue 21). */
export type OpenPage = (url: URL, params: Params) => void;

/** What a route's `handle` carries when its page's code loads on demand. */
interface LazyHandle {
  preload(): Promise<void>;
  open(url: URL, params: Params): void;
}

/** One page and one selection: moves within the page (a sheet's parameter) ask nothing again. */
const pageKey = (url: URL) => `${url.pathname} ${url.searchParams.get('session_unique') ?? ''}`;

function CodeNotLoaded({ retry }: { retry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4 px-4 pt-8 text-center">
      <EmptyState title={t('error.load_failed')} />
      {/* A plain button: React Aria's is not in the first load, and the connection may be gone. */}
      <button
        type="button"
        onClick={retry}
        className="inline-flex min-h-11 items-center justify-center rounded-xl bg-brand-600 px-4 text-[15px] font-semibold text-white hover:bg-brand-700"
      >
        {t('common.retry')}
      </button>
    </div>
  );
}

/**
 * A page whose code loads when first opened, for a route: `{ path, ...lazyPage(() => import(…)) }`.
 * Until it has loaded, the page suspends, so a navigation keeps the page on screen until the next
 * one is ready (the router's updates are transitions), as the data router did; the first load waits
 * for it before the app's first render (`preloadRoute`), so no empty page ever replaces the view the
 * HTML came with. Code that fails to load (a connection lost) says so, with a retry.
 */
export function lazyPage(
  load: () => Promise<ComponentType>,
  openPage?: OpenPage,
): { element: ReactNode; handle: LazyHandle } {
  const code = new PageCode(load, openPage);
  return { element: <LazyPage code={code} />, handle: code };
}

/** One route's page code: loaded once, and its data asked for once per page and selection. */
class PageCode implements LazyHandle {
  Loaded: ComponentType | undefined;
  failed = false;
  private loading: Promise<void> | undefined;
  private opened = '';

  constructor(
    private readonly load: () => Promise<ComponentType>,
    private readonly openPage?: OpenPage,
  ) {}

  preload = () => {
    this.loading ??= this.load().then(
      (Component) => {
        this.Loaded = Component;
      },
      () => {
        this.failed = true;
      },
    );
    return this.loading;
  };

  open = (url: URL, params: Params) => {
    if (!this.openPage || pageKey(url) === this.opened) return;
    this.opened = pageKey(url);
    this.openPage(url, params);
  };

  retry() {
    this.failed = false;
    this.loading = undefined;
  }
}

function LazyPage({ code }: { code: PageCode }) {
  const [, retried] = useState(0);
  const location = useLocation();
  const params = useParams();
  // As the route renders, before its code can suspend it: the same moment the data router's loader ran.
  code.open(new URL(location.pathname + location.search, window.location.origin), params);
  const { Loaded } = code;
  if (Loaded) return <Loaded />;
  if (code.failed)
    return (
      <CodeNotLoaded
        retry={() => {
          code.retry();
          retried((n) => n + 1);
        }}
      />
    );
  use(code.preload());
  return null; // not reached: `use` suspends until the code has loaded or failed
}

/** Opens the page at `url`: asks for its data and loads its code, if it has any still to load. */
export async function preloadRoute(routes: RouteObject[], url: URL) {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  await Promise.all(
    matches.map(({ route, params }) => {
      const handle = route.handle as LazyHandle | undefined;
      handle?.open(url, params);
      return handle?.preload();
    }),
  );
}
