import { spawn } from 'node:child_process'
import os from 'node:os'

import config from '@payload-config'
import { getPayload } from 'payload'

import { countDemoRegistrations, seed, seedDemoRange } from './index'

const USAGE = 'Usage: npm run seed -- --demo <number of registrations>'
/** Below this many, one process is quicker than starting more (the tests lower it to try the workers). */
const PARALLEL_FROM = Number(process.env.SEED_PARALLEL_FROM ?? 2000)

function option(argv: string[], name: string): string | undefined {
  const index = argv.indexOf(name)
  return index === -1 ? undefined : (argv[index + 1] ?? '')
}

function wholeNumber(value: string | undefined, usage: string): number {
  const number = Number(value)
  if (!Number.isInteger(number) || number < 0) {
    console.error(usage)
    process.exit(2)
  }
  return number
}

const argv = process.argv.slice(2)
const demoOption = option(argv, '--demo')
const demo = demoOption === undefined ? 0 : wholeNumber(demoOption, USAGE)
// Internal: one worker's share of the demo people, "from:count" (see below).
const range = option(argv, '--demo-range')

/**
 * Creating a registration runs all its hooks in Payload, which keeps one core busy; the demo people
 * are split over a few worker processes (each its own Payload) so a large `--demo` uses every core.
 */
async function seedDemoInWorkers(from: number, count: number, workers: number): Promise<void> {
  const share = Math.ceil(count / workers)
  const done = new Array<number>(workers).fill(0)
  let lastReported = 0
  await Promise.all(
    done.map(
      (_, index) =>
        new Promise<void>((resolve, reject) => {
          const start = from + index * share
          const size = Math.max(0, Math.min(share, from + count - start))
          if (!size) return resolve()
          const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, '--demo-range', `${start}:${size}`], { stdio: ['ignore', 'pipe', 'inherit'] })
          child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
            for (const match of chunk.matchAll(/progress (\d+)/g)) done[index] = Number(match[1])
            const total = done.reduce((sum, value) => sum + value, 0)
            if (total - lastReported >= 500 || total === count) {
              lastReported = total
              console.log(`[seed] Demo registrations: ${total}/${count}`)
            }
          })
          child.once('error', reject)
          child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Demo seeding worker ${index + 1} exited with ${code}`))))
        }),
    ),
  )
}

if (range !== undefined) {
  const [from, count] = range.split(':').map((part) => wholeNumber(part, 'Usage: --demo-range <from>:<count>'))
  const payload = await getPayload({ config })
  try {
    await seedDemoRange(payload, { from: from!, count: count!, onProgress: (done) => console.log(`progress ${done}`) })
  } finally {
    await payload.destroy()
  }
  process.exit(0)
}

console.log('[seed] connecting to the database…')
const payload = await getPayload({ config })
try {
  const log = (message: string) => console.log(`[seed] ${message}`)
  const workers = Math.min(4, os.availableParallelism())
  if (demo >= PARALLEL_FROM && workers > 1) {
    await seed(payload, { demo: 0, log })
    await seedDemoInWorkers(await countDemoRegistrations(payload), demo, workers)
  } else {
    await seed(payload, { demo, log })
  }
  console.log('[seed] done')
} finally {
  await payload.destroy()
}
process.exit(0)
