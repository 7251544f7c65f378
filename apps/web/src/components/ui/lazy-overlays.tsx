import { type ComponentProps, lazy, Suspense, useState } from 'react';

// Issue 21: React Aria's overlay code (modal, popover, dialog: ~24 KB gzip and its start-up) loads
// the first time one of these opens, not with a page that only might open one (the payment pages).
const PopupImpl = lazy(() => import('./popup').then((m) => ({ default: m.Popup })));
const SheetImpl = lazy(() => import('./sheet').then((m) => ({ default: m.Sheet })));

/** True from the first render with `isOpen` on: the overlay stays mounted after, so it can animate out. */
function useOpenedOnce(isOpen: boolean) {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
}

/** The Popup, its code loaded on its first opening. */
export function LazyPopup(props: ComponentProps<typeof PopupImpl>) {
  if (!useOpenedOnce(props.isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <PopupImpl {...props} />
    </Suspense>
  );
}

/** The Sheet, its code loaded on its first opening. */
export function LazySheet(props: ComponentProps<typeof SheetImpl>) {
  if (!useOpenedOnce(props.isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <SheetImpl {...props} />
    </Suspense>
  );
}
