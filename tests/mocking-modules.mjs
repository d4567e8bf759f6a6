/**
 * Unit files that replace a module with vi.mock. Unit and integration files share their process's
 * modules (vitest.config.ts: isolate false), so a mock in one would replace the module for whichever
 * file imported it first: these run apart (vitest's unit-mocking project), and lint refuses vi.mock
 * anywhere else (eslint.config.mjs).
 */
export const MOCKING_MODULES = ['tests/unit/platform/endpoint.test.ts', 'tests/unit/staff/gate-staff-view.test.ts']
