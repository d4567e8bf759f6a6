import path from 'node:path'

import { defineConfig } from 'vitest/config'

import { MOCKING_MODULES } from './tests/mocking-modules.mjs'

const alias = [
  { find: '@payload-config', replacement: path.resolve(import.meta.dirname, 'payload.config.ts') },
  { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
  // Next resolves 'server-only' to an empty module on the server; tests run there too, not in a browser.
  { find: 'server-only', replacement: path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js') },
  // Node, and so Next (which keeps graphql external), loads graphql's CommonJS build; Vite would pick its
  // ES module build for our code, a second copy whose errors Payload's GraphQL handler does not recognise.
  { find: /^graphql$/, replacement: path.resolve(import.meta.dirname, 'node_modules/graphql/index.js') },
]

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: MOCKING_MODULES,
          environment: 'node',
          sequence: { groupOrder: 0 },
          // Files share their workers' module cache: importing the code once per worker, not once per file,
          // is most of the layer's time. What a file stubs goes back when it ends.
          isolate: false,
          unstubEnvs: true,
          restoreMocks: true,
        },
      },
      {
        resolve: { alias },
        // Files that mock a module with vi.mock get a module cache of their own (tests/mocking-modules.mjs).
        test: { name: 'unit-mocking', include: MOCKING_MODULES, environment: 'node', sequence: { groupOrder: 0 } },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/int-global-setup.ts'],
          // One Payload for the whole run: files share the module cache instead of each importing and starting
          // the app again; each file's environment changes go back when it ends.
          isolate: false,
          setupFiles: ['tests/helpers/int-file-setup.ts'],
          unstubEnvs: true,
          restoreMocks: true,
          // Files share one database: one at a time keeps counts and the jobs queue deterministic.
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
