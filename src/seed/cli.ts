import config from '@payload-config'
import { getPayload } from 'payload'

import { seed } from './index'

function demoCount(argv: string[]): number {
  const index = argv.indexOf('--demo')
  if (index === -1) return 0
  const value = Number(argv[index + 1])
  if (!Number.isInteger(value) || value < 0) {
    console.error('Usage: npm run seed -- --demo <number of registrations>')
    process.exit(2)
  }
  return value
}

console.log('[seed] connecting to the database…')
const payload = await getPayload({ config })
try {
  await seed(payload, { demo: demoCount(process.argv.slice(2)), log: (message) => console.log(`[seed] ${message}`) })
  console.log('[seed] done')
} finally {
  await payload.destroy()
}
process.exit(0)
