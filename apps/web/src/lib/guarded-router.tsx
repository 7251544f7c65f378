import {
  createContext,
  type ReactNode,
  type RefObject,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type Location, type Navigator, parsePath, Router, type To, type HistoryRouterProps } from 'react-router';

/** React Router's history (browser or memory): what this router drives. */
export type AppHistory = HistoryRouterProps['history'];

/** Whether leaving `currentLocation` for `nextLocation` must be asked about first. */
export type LeaveCheck = (move: { currentLocation: Location; nextLocation: Location | Partial<Location> }) => boolean;

/** A navigation held by a page's guard, until it is let go (`proceed`) or dropped (`reset`). */
export type HeldNavigation =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed(): void; reset(): void };

const UNBLOCKED: HeldNavigation = { state: 'unblocked' };

interface Guard {
  check: RefObject<LeaveCheck | null>;
  held: HeldNavigation;
}

const GuardContext = createContext<Guard | null>(null);

/**
 * React Router in its declarative mode over a given history (issue 21): the data router's 18 KB
 * (gzip) of loaders and actions were used only for prefetching, which the routes now do as they
 * render, and for one blocker, which this gives back. A navigation that the page's guard stops is
 * held: a link or `navigate()` is not made until let go; the browser's Back or Forward is undone
 * at once (the same way the data router did it) and made again if let go.
 */
export function GuardedRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [view, setView] = useState({ action: history.action, location: history.location });
  const [held, setHeld] = useState<HeldNavigation>(UNBLOCKED);
  const check = useRef<LeaveCheck | null>(null);
  const shown = useRef(view.location);
  shown.current = view.location;
  // A stopped navigation waits here until let go (`go` makes it) or dropped.
  const hold = useRef((go: () => void) =>
    setHeld({
      state: 'blocked',
      proceed: () => {
        setHeld(UNBLOCKED);
        go();
      },
      reset: () => setHeld(UNBLOCKED),
    }),
  ).current;

  useLayoutEffect(() => {
    // The history's own undo of a held Back, and the redo when it is let go, pass unchecked.
    let pass = 0;
    return history.listen(({ action, location, delta }) => {
      if (pass > 0) pass -= 1;
      else if (
        action === 'POP' &&
        delta &&
        check.current?.({ currentLocation: shown.current, nextLocation: location })
      ) {
        pass += 1;
        history.go(-delta);
        hold(() => {
          pass += 1;
          history.go(delta);
        });
        return;
      }
      startTransition(() => setView({ action, location }));
    });
  }, [history, hold]);

  const navigator = useMemo<Navigator>(() => {
    const guarded = (move: (to: To, state?: unknown) => void) => (to: To, state?: unknown) => {
      const nextLocation = typeof to === 'string' ? parsePath(to) : to;
      if (!check.current?.({ currentLocation: shown.current, nextLocation })) return move(to, state);
      hold(() => move(to, state));
    };
    return {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: guarded((to, state) => history.push(to, state)),
      replace: guarded((to, state) => history.replace(to, state)),
    };
  }, [history, hold]);

  const guard = useMemo(() => ({ check, held }), [held]);
  return (
    <GuardContext.Provider value={guard}>
      <Router location={view.location} navigationType={view.action} navigator={navigator}>
        {children}
      </Router>
    </GuardContext.Provider>
  );
}

/**
 * Asks before leaving the page when `shouldAsk` says so (the payment page with something typed).
 * Shaped like React Router's `useBlocker`: a held navigation is `blocked` until `proceed` or `reset`.
 */
export function useLeaveGuard(shouldAsk: LeaveCheck): HeldNavigation {
  // Outside a GuardedRouter (the server's drawing of a page) there is no navigation to hold.
  const guard = useContext(GuardContext);
  const latest = useRef(shouldAsk);
  latest.current = shouldAsk;
  const check = guard?.check;
  useEffect(() => {
    if (!check) return;
    check.current = (move) => latest.current(move);
    return () => {
      check.current = null;
    };
  }, [check]);
  return guard?.held ?? UNBLOCKED;
}
