/** What is needed of the process that should be serving: whether it has ended. */
type ServerProcess = { exitCode: number | null; signalCode: NodeJS.Signals | null }

/**
 * Waits until `url` answers with any status below 500. A server process that exits first (a taken
 * port, a missing build) fails the wait at once rather than at the deadline.
 */
export async function waitUntilAnswering(
  url: string,
  { timeoutMs, server, intervalMs = 250 }: { timeoutMs: number; server?: ServerProcess; intervalMs?: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server && (server.exitCode !== null || server.signalCode !== null)) {
      throw new Error(
        `The server for ${url} exited (${server.signalCode ?? `code ${server.exitCode}`}) before it answered.`,
      )
    }
    try {
      const response = await fetch(url, { redirect: 'manual' })
      await response.arrayBuffer()
      if (response.status < 500) return
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`)
}
