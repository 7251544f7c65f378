import { TOAST_ERROR_MS, TOAST_MS } from '@yolcu/contract';
import { create } from 'zustand';

type Kind = 'success' | 'error' | 'warning' | 'info';
interface Toast {
  id: number;
  kind: Kind;
  text: string;
  /** A bold first line (the PNR inquiry's Warning / Error of 02 §8). */
  title?: string;
}

interface ToastState {
  toasts: Toast[];
  push(kind: Kind, text: string, title?: string): void;
  dismiss(id: number): void;
}

let nextId = 1;

/** Toasts close after 3 s, error and warning toasts after 2 s (01 §8, 02 §8). */
export const useToasts = create<ToastState>()((set, get) => ({
  toasts: [],
  push(kind, text, title) {
    const id = nextId++;
    set({ toasts: [...get().toasts.slice(-2), { id, kind, text, title }] });
    setTimeout(() => get().dismiss(id), kind === 'error' || kind === 'warning' ? TOAST_ERROR_MS : TOAST_MS);
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
      {toasts.map((t) => (
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
      ))}
    </div>
  );
}
