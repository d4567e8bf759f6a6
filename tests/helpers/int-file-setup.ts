import { afterAll } from 'vitest'

/**
 * Integration files share one process (and so one Payload, started once) instead of each starting its
 * own. What a file sets in the environment (a rate limit, a transport's keys) is its own: the
 * environment goes back to what it was before the file when the file ends.
 */
const before = { ...process.env }

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key]
  Object.assign(process.env, before)
})
