import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The operator console (issue 40, 03 §20): its own bundle under /admin/, nothing shared with the
 * traveller's app at run time (the server serves apps/admin/dist there, ADMIN_DIST).
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
});
