/**
 * Builds the door app's service worker (src/checkins/admin/Checkin/offline/door-sw.ts) into
 * public/door-sw.js, with Serwist bundled in. Run by scripts/run.ts before Next starts or builds
 * (dev, build, the browser tests). A file in public/, not a Next bundle: a
 * worker's scope can only be its own folder or below, and the door's is /admin/checkin.
 */
import path from 'node:path'

import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')

export async function buildDoorWorker({ isProduction }: { isProduction: boolean }): Promise<void> {
  await build({
    entryPoints: [path.join(root, 'src/checkins/admin/Checkin/offline/door-sw.ts')],
    outfile: path.join(root, 'public/door-sw.js'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: isProduction,
    sourcemap: false,
    // Serwist logs its routing in development builds.
    define: { 'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development') },
    logLevel: 'warning',
  })
}
