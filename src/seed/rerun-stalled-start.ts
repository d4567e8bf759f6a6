/** Node's exit code when a module's top-level await is still pending as its event loop empties. */
export const UNSETTLED_TOP_LEVEL_AWAIT = 13

/** What a runner says when it runs the seed again. */
export const STALLED_START_NOTICE =
  'The seed stopped before it began (a stall loading its modules, exit code 13); running it again.'

/**
 * Runs a script process again, once, when it ended with Node's exit code 13. The seed's own awaits
 * always settle (its database connection keeps the process alive while they wait), so a 13 means the
 * process stalled while loading its imports, before its first line ran: seen here on Node 20 under
 * tsx's loader hooks in 2 of ~95 seed runs, both started as the machine's load rose, never in a run
 * already under steady load (payloadcms/payload#17757 reports the same stall for Payload's own CLI).
 * Nothing was done, and the seed only creates what is missing, so running it again is safe.
 */
export async function rerunStalledStart(
  attempt: () => Promise<number>,
  onRerun: () => void = () => {},
): Promise<number> {
  const code = await attempt()
  if (code !== UNSETTLED_TOP_LEVEL_AWAIT) return code
  onRerun()
  return attempt()
}
