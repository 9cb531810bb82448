import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** The build's text assets, which the server sends compressed. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes .gz and .br beside every text asset under `dir`, whatever its size (a chunk of a few
 * hundred bytes too), so the server sends every file compressed (@fastify/static
 * `preCompressed`) without compressing on each request.
 */
export function precompressDir(dir: string): void {
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

const OBJECT_ENTRIES = '\0native-object-entries';

/**
 * node-polyglot (react-admin's translations) requires `object.entries`, an es-shims polyfill that
 * brings get-intrinsic, es-abstract pieces and more into the entry chunk; every browser the
 * console supports has Object.entries, which it gets instead.
 */
function nativeObjectEntries(): Plugin {
  return {
    name: 'console-native-object-entries',
    enforce: 'pre',
    resolveId(id) {
      return id === 'object.entries' ? OBJECT_ENTRIES : undefined;
    },
    load(id) {
      return id === OBJECT_ENTRIES ? 'module.exports = Object.entries;' : undefined;
    },
  };
}

/** Precompresses the build when it is written (precompressDir). */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'console-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}

export default defineConfig(({ mode }) => {
  return {
    plugins: [react(), nativeObjectEntries(), ...(mode === 'production' ? [precompress()] : [])],
    build: {
      outDir: 'dist',
      sourcemap: false,
      chunkSizeWarningLimit: 2000,
    },
    server: {
      port: 5173,
      proxy: {
        '/api': 'http://localhost:8080',
        '/auth': 'http://localhost:8080',
        '/images': 'http://localhost:8080',
        '/config.json': 'http://localhost:8080',
      },
    },
  };
});
