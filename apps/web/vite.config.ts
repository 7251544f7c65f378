import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * A test build (`VITE_TEST_SWITCHES=1`, made by the browser journeys in e2e/) keeps the test
 * switches such as `?native=1` (src/lib/platform.ts); a normal build compiles them out. It goes to
 * its own folder, so the build `npm start` serves is never a test build by accident.
 */
const TEST_SWITCHES = process.env.VITE_TEST_SWITCHES === '1';

const BRAND = '#0b5cad';
const CANVAS = '#f4f6fa';
const ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512];

/**
 * The installable app (issue 12): a Workbox service worker generated at build time precaches the
 * shell (html, js, css, fonts, icons) so the app starts with no network; API answers are never
 * cached by it (tickets kept offline live in the app's own device store, per user). The page
 * registers it after load (src/features/pwa), and a new version waits for the traveller's Reload.
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  filename: 'sw.js',
  manifest: {
    id: '/',
    name: 'Yolcu: uçak bileti ve transfer',
    short_name: 'Yolcu',
    description: 'Uçak bileti ve havalimanı transferi: hızlı arama, net fiyat, güvenli ödeme.',
    lang: 'tr',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: BRAND,
    background_color: CANVAS,
    categories: ['travel'],
    icons: [
      ...ICON_SIZES.map((size) => ({
        src: `/icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      })),
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      {
        name: 'Uçak bileti ara',
        short_name: 'Uçak bileti',
        url: '/',
        icons: [{ src: '/icons/icon-96.png', sizes: '96x96', type: 'image/png' }],
      },
      {
        name: 'Transfer ara',
        short_name: 'Transfer',
        url: '/?tab=transfer',
        icons: [{ src: '/icons/icon-96.png', sizes: '96x96', type: 'image/png' }],
      },
      {
        name: 'Biletlerim',
        short_name: 'Biletlerim',
        url: '/profile/tickets/',
        icons: [{ src: '/icons/icon-96.png', sizes: '96x96', type: 'image/png' }],
      },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{html,js,css,woff2,svg,png,webmanifest}'],
    // Turkish and English need only Inter's latin and latin-ext files; a browser fetches the other
    // scripts' subsets only for text that uses them, which this app does not show.
    globIgnores: ['**/inter-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese}-*'],
    // Deep links open the cached shell; the server's own pages never do.
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/payment\//, /^\/price-alert\//, /^\/docs/, /^\/healthz/, /^\/admin/],
    cleanupOutdatedCaches: true,
    // The first install controls the open page at once; later versions wait for Reload.
    clientsClaim: true,
    skipWaiting: false,
    sourcemap: false,
    // Vite's file names carry a content hash already.
    dontCacheBustURLsMatching: /^assets\//,
  },
});

/**
 * `vite build --ssr src/first-view/render.tsx` (issue 21): the pages the server draws on a first
 * visit, as one Node module with every library inside, beside the web build (`dist-ssr`), not in it.
 */
const firstView = defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_TEST_SWITCHES': JSON.stringify(TEST_SWITCHES ? '1' : ''),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: TEST_SWITCHES ? 'dist-e2e-ssr' : 'dist-ssr',
    target: 'node20',
    sourcemap: false,
    reportCompressedSize: false,
    ssrEmitAssets: false,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'first-view.mjs', codeSplitting: false } },
  },
});

const app = defineConfig({
  plugins: [react(), tailwindcss(), pwa],
  // Always defined, so an unset flag is a constant `''` and the switches' code is dropped.
  define: { 'import.meta.env.VITE_TEST_SWITCHES': JSON.stringify(TEST_SWITCHES ? '1' : '') },
  server: {
    port: 5173,
    // `npm run dev`: the web reloads live while the API comes from the running server.
    proxy: { '/api': 'http://localhost:8080', '/payment': 'http://localhost:8080' },
  },
  build: {
    outDir: TEST_SWITCHES ? 'dist-e2e' : 'dist',
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // `.vite/manifest.json`: the server reads which files each page it draws will run (issue 21).
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every page needs go in one long-cached file: fewer requests on a slow
        // phone connection than a dozen shared slivers. Lazy-only libraries stay in their chunks.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand|use-sync-external-store)[\\/]/,
            },
            // Issue 21: the app's own start-up modules in the entry's file, not six 1 KB files beside it;
            // and the small helpers of lib/ (plus the contract's schema-free ones) that several pages
            // share in one file. Lighthouse's phone model (and any HTTP/1.1 server) pays a round trip
            // per file past six at a time: the payment page went from 22 files to 14 (+0.3 KB), a
            // ticket from 17 to 13 (+2.4 KB). Not captured: use-api-form (react-hook-form) and
            // day-format (dayjs), which the ticket and results pages do not need.
            { name: 'app', tags: ['$initial'] },
            {
              name: 'lib',
              test: (id) =>
                /[\\/](apps[\\/]web[\\/]src[\\/]lib|packages[\\/]contract[\\/]src[\\/](checkout-helpers|dates|constants|messages)\.ts)/.test(
                  id,
                ) && !/[\\/](use-api-form|day-format)\.ts$/.test(id),
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? firstView : app));
