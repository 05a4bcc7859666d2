import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const api = 'http://localhost:3000'

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // The server build needs no copy of public/ (the client build serves it).
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The home page budget (≤ 200 KB gzipped JS) is checked against this output.
    reportCompressedSize: true,
    chunkSizeWarningLimit: 600,
  },
  // The server render (ADR 0049, `vite build --ssr src/entry-server.tsx`): the shared catalogs
  // (TypeScript sources) and dayjs (locale files without an ESM entry) are bundled into it; the
  // other packages load from node_modules.
  ssr: { noExternal: ['@galera/shared', 'dayjs'] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/dev': { target: api, changeOrigin: false },
    },
  },
}))
