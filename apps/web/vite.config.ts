import { fileURLToPath } from 'node:url'
import { constants as zlibConstants } from 'node:zlib'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'
import { criticalCssPlans } from './critical-css-plan.ts'

const api = 'http://localhost:3000'

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    // The stylesheets compiled for the server's critical CSS (ADR 0069).
    !isSsrBuild && criticalCssPlans(),
    // Every text asset also as .br and .gz at maximum quality (ADR 0048): the server sends the one
    // the browser accepts, with no compression work per request.
    // (Not for the server build: nothing serves it over HTTP; nor for the build the public route
    // graph test makes in memory, `mode: 'graph'`, which reads chunks, not files: 7 → 3 CPU-s.)
    !isSsrBuild &&
      mode !== 'graph' &&
      compression({
        algorithms: [
          defineAlgorithm('brotliCompress', {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
          }),
          defineAlgorithm('gzip', { level: zlibConstants.Z_BEST_COMPRESSION }),
        ],
        threshold: 0,
        // Even where a twin saves nothing, so no built file is ever compressed per request.
        skipIfLargerOrEqual: false,
      }),
  ],
  // The server build needs no copy of public/ (the client build serves it).
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: true,
    // `.vite/manifest.json`: what each route's chunk imports; `npm run size:web` and the public
    // route graph test read it (ADR 0050).
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  // The server render (ADR 0049, `vite build --ssr src/entry-server.tsx`): the shared catalogs
  // (TypeScript sources) and dayjs (locale files without an ESM entry) are bundled into it; the
  // other packages load from node_modules.
  ssr: { noExternal: true },
  // React, Mantine and the router are bundled into the server build as their production builds:
  // the API process that imports it runs with whatever NODE_ENV it has (`npm start`, the e2e and
  // bench servers leave it unset), and React's development build renders several times slower.
  // The build script sets NODE_ENV=production, so a build started from a test (NODE_ENV=test)
  // compiles JSX for the same production runtime.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/dev': { target: api, changeOrigin: false },
    },
  },
}))
