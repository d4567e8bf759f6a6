const USAGE = 'Usage: npm run seed -- [--overwrite] [--demo <number of registrations>]'

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
const overwrite = argv.includes('--overwrite')
const unknown = argv.filter(
  (arg, index) => arg.startsWith('--') && arg !== '--overwrite' && arg !== '--demo' && argv[index - 1] !== '--demo',
)
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(', ')}. ${USAGE}`)
  process.exit(2)
}

// Loaded only once the options are known good: a usage error answers at once, without loading
// Payload and every collection for nothing.
const [{ default: config }, { getPayload }, { seed }] = await Promise.all([
  import('@payload-config'),
  import('payload'),
  import('./index'),
])
console.log('[seed] connecting to the database…')
const payload = await getPayload({ config })
try {
  await seed(payload, { demo, overwrite, log: (message) => console.log(`[seed] ${message}`) })
  console.log('[seed] done')
} finally {
  await payload.destroy()
}
process.exit(0)

// A module (it imports nothing statically), so that its top-level awaits are allowed.
export {}
