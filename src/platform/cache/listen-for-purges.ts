import pg from 'pg'

import { PURGE_CHANNEL, purgeMessageSchema, type PurgedPath } from './purge-message'

/** How the listener's connection shows in `pg_stat_activity`. */
export const PURGE_LISTENER_NAME = 'church-site purge listener'

export type PurgeListenerOptions = {
  connectionString: string
  /** Called with the paths of each announced change, one call at a time, in order. */
  onPurge: (paths: PurgedPath[]) => Promise<void>
  /**
   * Called after the connection came back: changes announced while it was down were missed, so
   * everything should be treated as stale.
   */
  onMissed: () => Promise<void>
  onError?: (error: unknown, context: string) => void
  /** Waits before reconnecting: the first delay, doubled after each failure up to the last. */
  retryDelayMs?: { first: number; max: number }
  /** How often the connection is checked; a connection that died silently would deliver nothing. */
  heartbeatMs?: number
}

export type PurgeListener = {
  /** Resolves once the first connection is listening. */
  ready: Promise<void>
  close: () => Promise<void>
}

/**
 * Listens on a connection of its own (LISTEN holds its connection for good, so not one from the
 * pool) for the changes any server on the database announces, and reconnects with backoff when
 * the connection drops.
 */
export function listenForPurges(options: PurgeListenerOptions): PurgeListener {
  const { first, max } = options.retryDelayMs ?? { first: 250, max: 30_000 }
  const heartbeatMs = options.heartbeatMs ?? 30_000
  const report = options.onError ?? (() => {})
  let client: pg.Client | null = null
  let closed = false
  let attemptsSinceListening = 0
  let hasListened = false
  let retryTimer: NodeJS.Timeout | undefined
  let heartbeat: NodeJS.Timeout | undefined
  // Purges run one after another: a later change's re-render must not finish before an earlier one's.
  let work: Promise<void> = Promise.resolve()
  const enqueue = (task: () => Promise<void>, context: string) => {
    work = work.then(task).catch((error: unknown) => report(error, context))
  }

  let resolveReady!: () => void
  const ready = new Promise<void>((resolve) => (resolveReady = resolve))

  const dropConnection = (current: pg.Client, error?: unknown) => {
    if (client !== current) return
    client = null
    clearInterval(heartbeat)
    current.removeAllListeners('notification')
    // A dead connection may never answer `end`; ending it is only tidying up.
    current.end().catch(() => {})
    if (error) report(error, 'the purge listener lost its database connection')
    scheduleConnect()
  }

  const scheduleConnect = () => {
    if (closed) return
    const delay = attemptsSinceListening === 0 ? 0 : Math.min(max, first * 2 ** (attemptsSinceListening - 1))
    attemptsSinceListening++
    retryTimer = setTimeout(() => void connect(), delay)
  }

  const connect = async () => {
    const current = new pg.Client({
      connectionString: options.connectionString,
      application_name: PURGE_LISTENER_NAME,
      keepAlive: true,
      // A heartbeat that gets no answer means a dead connection, even one the network never closed.
      query_timeout: 10_000,
    })
    client = current
    current.on('error', (error) => dropConnection(current, error))
    current.on('end', () => dropConnection(current))
    current.on('notification', ({ channel, payload }) => {
      if (channel !== PURGE_CHANNEL) return
      let parsed
      try {
        parsed = purgeMessageSchema.parse(JSON.parse(payload ?? ''))
      } catch (error) {
        return report(error, 'an unreadable purge message')
      }
      enqueue(() => options.onPurge(parsed.paths), 'a purge')
    })
    try {
      await current.connect()
      await current.query(`LISTEN ${PURGE_CHANNEL}`)
    } catch (error) {
      return dropConnection(current, error)
    }
    if (closed) return void current.end().catch(() => {})
    attemptsSinceListening = 0
    heartbeat = setInterval(() => {
      current.query('SELECT 1').catch((error: unknown) => dropConnection(current, error))
    }, heartbeatMs)
    heartbeat.unref()
    if (hasListened) enqueue(options.onMissed, 'catching up after a reconnect')
    hasListened = true
    resolveReady()
  }

  scheduleConnect()
  return {
    ready,
    close: async () => {
      closed = true
      clearTimeout(retryTimer)
      clearInterval(heartbeat)
      const current = client
      client = null
      await current?.end().catch(() => {})
      await work
    },
  }
}
