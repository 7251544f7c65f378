import { useEffect, useRef } from 'react';

const FRAME_CLASS = 'absolute inset-0 h-full w-full border-0 bg-white';

/** A frame still on the empty page it starts with (nothing of the bank's has loaded in it yet). */
const isBlank = (frame: HTMLIFrameElement) => {
  try {
    const url = frame.contentDocument?.URL;
    return url === undefined || url === 'about:blank';
  } catch {
    return false;
  }
};

let frames = 0;
/** A new frame, its page (if any) set before it is attached: its first page then adds no history. */
function newFrame(src: string | null): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frames += 1;
  frame.name = `yolcu-bank-${frames}`;
  frame.referrerPolicy = 'same-origin';
  frame.className = FRAME_CLASS;
  if (src !== null) frame.src = src;
  return frame;
}

/**
 * The bank's 3-D Secure pages in a frame that leaves no entry in the browser's history (issue 41).
 *
 * A page's navigation inside an iframe is an entry of the tab's history; once the frame is gone
 * (the attempt failed and the popup closed) Back walks into it and nothing happens, once per page
 * the bank showed. A frame's first page replaces its empty start instead, so no navigation here is
 * ever a frame's second: the first page is set before the frame is attached, and each form the bank's
 * page sends (the code, Cancel) is sent into a new frame, which takes the old one's place once its
 * page has loaded. The bank's pages share this app's origin (bankFrameUrl); a page of another origin
 * (a real bank's) cannot be reached into and is left as it is.
 *
 * Only the top window's own navigations are left to the app (the booking after a payment, Back):
 * nothing here touches the history, so nothing races them.
 */
export function BankFrame({ url, title }: { url: string; title: string }) {
  const host = useRef<HTMLDivElement>(null);
  const titleRef = useRef(title);
  titleRef.current = title;

  useEffect(() => {
    const box = host.current;
    if (!box) return;
    let current = newFrame(url);
    let incoming: HTMLIFrameElement | null = null;
    current.title = titleRef.current;

    /** The incoming frame has the bank's next page: it takes the shown one's place (and its focus). */
    const swap = (next: HTMLIFrameElement) => {
      if (incoming !== next || isBlank(next)) return;
      const hadFocus = document.activeElement === current;
      current.remove();
      current = next;
      incoming = null;
      next.classList.remove('invisible');
      next.removeAttribute('aria-hidden');
      next.title = titleRef.current;
      if (hadFocus) next.focus();
    };

    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (event.defaultPrevented || !isForm(form)) return;
      // One page at a time: a second press while the first is on its way is not sent again.
      if (incoming) {
        event.preventDefault();
        return;
      }
      const next = newFrame(null);
      next.classList.add('invisible');
      next.setAttribute('aria-hidden', 'true');
      next.tabIndex = -1;
      incoming = next;
      box.append(next);
      // Listened after attaching: an empty frame may report its blank page at once.
      next.addEventListener('load', () => {
        next.tabIndex = 0;
        swap(next);
        watch(next);
      });
      form.target = next.name;
    };

    /** Each bank page's forms are sent into a fresh frame (only a page of this origin can be reached). */
    const watch = (frame: HTMLIFrameElement) => {
      let doc: Document | null = null;
      try {
        doc = frame.contentDocument;
      } catch {
        doc = null;
      }
      if (!doc || isBlank(frame)) return;
      doc.addEventListener('submit', onSubmit as EventListener);
    };

    const first = current;
    first.addEventListener('load', () => watch(first));
    box.append(first);
    return () => {
      current.remove();
      incoming?.remove();
    };
  }, [url]);

  useEffect(() => {
    host.current?.querySelector('iframe[title]')?.setAttribute('title', title);
  }, [title]);

  return <div ref={host} className="relative min-h-0 w-full flex-1 bg-white" data-testid="bank-frame" />;
}

/** A form of the frame's own document (another realm: `instanceof HTMLFormElement` of this one fails). */
const isForm = (target: EventTarget | null): target is HTMLFormElement =>
  target !== null && (target as Element).nodeName === 'FORM';
