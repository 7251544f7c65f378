/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API server the Capacitor shell calls (issue 12); unused on the web, which calls its own origin. */
  readonly VITE_API_ORIGIN?: string;
}
