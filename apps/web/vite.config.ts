import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleSizes } from './build/bundle-sizes-plugin.ts';
import { contractMessagesPlugin } from './build/contract-messages-plugin.ts';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    contractMessagesPlugin(),
    bundleSizes({
      // What a visitor downloads to see /login, and what signing in adds to reach /wel/index (the
      // shell waits for the language pack, counted in the default language).
      routes: {
        login: [src('features/auth/LoginPage.tsx')],
        shell: [src('layouts/MainLayout.tsx'), src('features/wel/WelPage.tsx'), src('features/locale/packs/zh.ts')],
      },
    }),
  ],
  resolve: { alias: { '@': src('') } },
  server: {
    port: 1888,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true, ws: true } },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
