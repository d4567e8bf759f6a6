/**
 * `npm test`: every layer of the suite and how long each took (CI prints this; a layer that grows slow
 * shows here first).
 *
 * The layers run side by side: each is mostly one process waiting on another (vitest on PostgreSQL,
 * Playwright on the server and Chromium), so one at a time left a 2-core machine half idle. Each
 * layer's output is kept in a file and printed whole when the layer ends, so logs do not interleave.
 * They share nothing: the integration and browser layers each start their own throwaway database.
 * `TEST_LAYERS=one-at-a-time npm test` runs them in order instead, stopping at the first that fails.
 */
import { spawn } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const LAYERS = [
  ['types', 'typecheck'],
  ['lint (ESLint, domain map, unused code, format)', 'lint'],
  ['unit tests', 'test:unit'],
  ['integration tests', 'test:int'],
  ['browser tests (build included)', 'test:e2e'],
] as const

type Layer = (typeof LAYERS)[number]
type Outcome = { name: string; ms: number; ok: boolean }

const minutes = (ms: number) =>
  `${Math.floor(ms / 60_000)}m ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`
const logDir = mkdtempSync(path.join(tmpdir(), 'church-test-'))

function runLayer([name, script]: Layer, inline: boolean): Promise<Outcome> {
  const start = Date.now()
  const logFile = path.join(logDir, `${script.replace(/\W/g, '-')}.log`)
  const fd = inline ? null : openSync(logFile, 'w')
  if (inline) process.stdout.write(`\n[test] ${name}: npm run ${script}\n`)
  // Every layer at the same priority: run below the browsers' (nice 10), the integration layer was
  // starved into its 60-second timeouts while two browser workers kept both cores busy.
  const child = spawn('npm', ['run', script], { stdio: inline ? 'inherit' : ['ignore', fd!, fd!] })
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const outcome = { name, ms: Date.now() - start, ok: code === 0 }
      if (fd !== null) {
        closeSync(fd)
        process.stdout.write(`\n[test] ${name}: npm run ${script} (${minutes(outcome.ms)})\n`)
        process.stdout.write(readFileSync(logFile))
      }
      resolve(outcome)
    })
  })
}

async function main() {
  const started = Date.now()
  let outcomes: Outcome[]
  if (process.env.TEST_LAYERS === 'one-at-a-time') {
    outcomes = []
    for (const layer of LAYERS) {
      const outcome = await runLayer(layer, true)
      outcomes.push(outcome)
      if (!outcome.ok) break
    }
  } else {
    process.stdout.write(`[test] running ${LAYERS.map(([name]) => name).join(', ')} side by side\n`)
    outcomes = await Promise.all(LAYERS.map((layer) => runLayer(layer, false)))
  }
  rmSync(logDir, { recursive: true, force: true })

  const timings = outcomes.map(({ name, ms, ok }) => `[test] ${name.padEnd(48)} ${minutes(ms)}${ok ? '' : '  FAILED'}`)
  process.stdout.write(`\n${timings.join('\n')}\n[test] ${'whole suite'.padEnd(48)} ${minutes(Date.now() - started)}\n`)
  const failed = outcomes.filter((outcome) => !outcome.ok)
  if (failed.length) {
    process.stderr.write(`[test] failed: ${failed.map((outcome) => outcome.name).join(', ')}\n`)
    process.exit(1)
  }
}

void main()
