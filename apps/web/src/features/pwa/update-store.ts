import { create } from 'zustand';

/** Set when a new version's service worker is installed and waiting: calling it activates that version. */
export const useAppUpdate = create<{ activate: (() => void) | null }>()(() => ({ activate: null }));
