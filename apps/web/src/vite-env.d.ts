/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API server the Capacitor shell calls (issue 12); unused on the web, which calls its own origin. */
  readonly VITE_API_ORIGIN?: string;
  /** '1' in a test build (e2e/ makes one into dist-e2e): the `?native=` switch exists only there and in development. */
  readonly VITE_TEST_SWITCHES?: string;
}
