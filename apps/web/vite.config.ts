import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    // `npm run dev`: the web reloads live while the API comes from the running server.
    proxy: { '/api': 'http://localhost:8080', '/payment': 'http://localhost:8080' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // The libraries every page needs go in one long-cached file: fewer requests on a slow
        // phone connection than a dozen shared slivers. Lazy-only libraries stay in their chunks.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|zustand|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
