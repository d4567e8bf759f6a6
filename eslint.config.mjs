import tseslint from 'typescript-eslint'

import { MOCKING_MODULES } from './tests/mocking-modules.mjs'

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.next/',
      '.next-*/',
      '.data/',
      'media/',
      'test-results/',
      'playwright-report/',
      'next-env.d.ts',
      // Built from src/checkins/admin/Checkin/offline/door-sw.ts by scripts/build-door-worker.ts.
      'public/door-sw.js',
      'src/payload-types.ts',
      'src/migrations/',
      'src/app/(payload)/',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-console': 'off',
    },
  },
  {
    // One module reads and checks the environment; scripts, benchmarks and tests may set or read it.
    files: ['src/**/*.{ts,tsx}', 'collections/**/*.{ts,tsx}', 'payload.config.ts'],
    ignores: ['src/platform/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through env() from src/platform/env.ts.' },
      ],
    },
  },
  {
    // Test files share their process's modules: only the files listed in tests/mocking-modules.mjs mock one.
    files: ['tests/**/*.ts'],
    ignores: MOCKING_MODULES,
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'List the file in tests/mocking-modules.mjs first.' },
        { object: 'vi', property: 'doMock', message: 'List the file in tests/mocking-modules.mjs first.' },
      ],
    },
  },
)
