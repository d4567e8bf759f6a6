import type { PayloadHandler, SanitizedConfig } from 'payload'

/** The sign-in of each e-mail address running in this process, which the next one waits for. */
const running = new Map<string, Promise<unknown>>()

/**
 * Sign-ins of one account run one after another. Payload reads an account's list of signed-in
 * sessions, adds the new one and writes the whole list back, so of two sign-ins at the same moment
 * (one door account on several phones at 9:55) the later write drops the earlier session, and that
 * device is signed out at its next request. The next sign-in starts once the last has committed.
 * Within one server process: sign-ins of one account spread over several servers at the same
 * instant can still meet (see README, Deployment).
 */
function oneSignInAtATime(handler: PayloadHandler): PayloadHandler {
  return async (req) => {
    const email = typeof req.data?.email === 'string' ? req.data.email.trim().toLowerCase() : ''
    const mine = (running.get(email) ?? Promise.resolve()).catch(() => undefined).then(() => handler(req))
    running.set(email, mine)
    try {
      return await mine
    } finally {
      if (running.get(email) === mine) running.delete(email)
    }
  }
}

/** The config with its staff sign-in (`POST /api/users/login`, which the admin's form uses) made one at a time. */
export function withOneSignInAtATime(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (!collection.auth || !Array.isArray(collection.endpoints)) continue
    collection.endpoints = collection.endpoints.map((endpoint) =>
      endpoint.path === '/login' && endpoint.method === 'post'
        ? { ...endpoint, handler: oneSignInAtATime(endpoint.handler) }
        : endpoint,
    )
  }
  return config
}
