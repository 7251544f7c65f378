import { TOAST_ERROR_MS, TOAST_MS } from '@yolcu/contract';
import { create } from 'zustand';

type Kind = 'success' | 'error' | 'warning' | 'info';
interface Toast {
  id: number;
  kind: Kind;
  text: string;
  /** A bold first line (the PNR inquiry's Warning / Error of 02 §8). */
  title?: string;
  /** One action beside the text (Undo); the toast then stays a little longer to give time for it. */
  action?: { label: string; run(): void };
}

/** How long a toast with an action (Undo) stays: long enough to read, reach and tap. */
export const ACTION_TOAST_MS = 6000;

interface ToastState {
  toasts: Toast[];
  push(kind: Kind, text: string, title?: string, action?: Toast['action']): void;
  dismiss(id: number): void;
}

let nextId = 1;

/** Toasts close after 3 s, error and warning toasts after 2 s (01 §8, 02 §8). */
export const useToasts = create<ToastState>()((set, get) => ({
  toasts: [],
  push(kind, text, title, action) {
    const id = nextId++;
    set({ toasts: [...get().toasts.slice(-2), { id, kind, text, title, action }] });
    setTimeout(
      () => get().dismiss(id),
      action ? ACTION_TOAST_MS : kind === 'error' || kind === 'warning' ? TOAST_ERROR_MS : TOAST_MS,
    );
  },
  dismiss(id) {
    set({ toasts: get().toasts.filter((t) => t.id !== id) });
  },
}));

export const toast = {
  success: (text: string) => useToasts.getState().push('success', text),
  error: (text: string, title?: string) => useToasts.getState().push('error', text, title),
  warning: (text: string, title?: string) => useToasts.getState().push('warning', text, title),
  info: (text: string) => useToasts.getState().push('info', text),
  /** A done thing that can be taken back: the text and an Undo button. */
  undoable: (text: string, label: string, run: () => void) =>
    useToasts.getState().push('info', text, undefined, { label, run }),
};

const styles: Record<Kind, string> = {
  success: 'bg-success text-white',
  error: 'bg-danger text-white',
  warning: 'bg-accent text-ink',
  info: 'bg-ink text-white',
};

export function ToastRegion() {
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-2 z-[60] mx-auto flex max-w-lg flex-col gap-2 px-3"
      aria-live="polite"
      role="status"
    >
      {toasts.map((t) =>
        t.action ? (
          <div
            key={t.id}
            data-kind={t.kind}
            className={`pointer-events-auto flex animate-[fade-in_200ms] items-center gap-3 rounded-xl py-1 ps-4 pe-1 text-[15px] font-medium shadow-lg ${styles[t.kind]}`}
          >
            <span className="min-w-0 flex-1 py-2">{t.text}</span>
            <button
              type="button"
              onClick={() => {
                dismiss(t.id);
                t.action?.run();
              }}
              className="min-h-11 shrink-0 rounded-lg px-3 font-bold text-brand-100 underline underline-offset-2"
            >
              {t.action.label}
            </button>
          </div>
        ) : (
          <button
            key={t.id}
            type="button"
            onClick={() => dismiss(t.id)}
            data-kind={t.kind}
            className={`pointer-events-auto animate-[fade-in_200ms] rounded-xl px-4 py-3 text-start text-[15px] font-medium shadow-lg ${styles[t.kind]}`}
          >
            {t.title && <span className="block font-bold">{t.title}</span>}
            {t.text}
          </button>
        ),
      )}
    </div>
  );
}
