/**
 * `npm run bench`: every benchmark in bench/, one after another, each in its own process with this
 * environment (BENCH_RECIPIENTS, BENCH_REGISTRATIONS, BENCH_RUNS… reach them all). A failed benchmark
 * does not stop the others, but fails the whole; Ctrl-C stops after the running one has cleaned up.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const BENCHMARKS = [
  'bench/public-site.ts',
  'bench/bulk-send.ts',
  'bench/scheduled-send.ts',
  'bench/webhook-status.ts',
  'bench/admin-queries.ts',
  'bench/people.ts',
  'bench/migrate-events.ts',
  'bench/migrate-people.ts',
  'bench/payments.ts',
  'bench/door.ts',
]

let current: ChildProcess | null = null
let isStopping = false
// Ctrl-C reaches the benchmark too (same process group); a signal sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    isStopping = true
    current?.kill(signal)
  })
}

const failed: string[] = []
for (const file of BENCHMARKS) {
  if (isStopping) break
  console.log(`\n[bench] ${file}`)
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [file], {
    cwd: root,
    env: process.env,
    stdio: 'inherit',
  })
  current = child
  const code = await new Promise<number>((resolve) => {
    child.once('error', (error) => {
      console.error(`[bench] ${file}:`, error)
      resolve(1)
    })
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)))
  })
  current = null
  if (code === 130) isStopping = true
  else if (code !== 0) failed.push(file)
}

if (isStopping) process.exit(130)
if (failed.length) console.error(`\n[bench] failed: ${failed.join(', ')}`)
process.exit(failed.length ? 1 : 0)
