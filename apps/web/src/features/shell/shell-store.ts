import { create } from 'zustand';

type Panel = 'menu' | 'settings';

/** Which shell overlay is open (one at a time), and which were ever opened (their code stays loaded). */
export const useShellUi = create<{
  panel: Panel | null;
  opened: Partial<Record<Panel, boolean>>;
  open(p: Panel): void;
  close(): void;
}>()((set) => ({
  panel: null,
  opened: {},
  open: (panel) => set((s) => ({ panel, opened: { ...s.opened, [panel]: true } })),
  close: () => set({ panel: null }),
}));
