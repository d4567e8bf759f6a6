/**
 * `npm test`: every layer of the suite in order, stopping at the first that fails, and how long each
 * took (CI prints this; a layer that grows slow shows here first).
 */
import { spawnSync } from 'node:child_process'

const LAYERS = [
  ['types', 'typecheck'],
  ['lint (ESLint, domain map, unused code, format)', 'lint'],
  ['unit tests', 'test:unit'],
  ['integration tests', 'test:int'],
  ['browser tests (build included)', 'test:e2e'],
] as const

const timings: string[] = []
const minutes = (ms: number) =>
  `${Math.floor(ms / 60_000)}m ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`
const started = Date.now()
let failed: string | null = null

for (const [name, script] of LAYERS) {
  const start = Date.now()
  process.stdout.write(`\n[test] ${name}: npm run ${script}\n`)
  const { status } = spawnSync('npm', ['run', script], { stdio: 'inherit' })
  timings.push(`[test] ${name.padEnd(48)} ${minutes(Date.now() - start)}${status === 0 ? '' : '  FAILED'}`)
  if (status !== 0) {
    failed = name
    break
  }
}

process.stdout.write(`\n${timings.join('\n')}\n[test] ${'whole suite'.padEnd(48)} ${minutes(Date.now() - started)}\n`)
if (failed) {
  process.stderr.write(`[test] ${failed} failed\n`)
  process.exit(1)
}
