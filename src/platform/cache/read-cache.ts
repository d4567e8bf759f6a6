/**
 * A few seconds' memory of reads that every public form submission repeats and editors rarely
 * change (the event a form is for, the church's name in the consent wording). Under a burst of
 * registrations each of them would otherwise cost a query and Payload's document hydration per request.
 *
 * Forgotten at once by an editor's change on this server (the events' and site settings' hooks),
 * again when any server announces a change once it is committed (the purge listener's revalidation,
 * so a read taken between the hook and the commit does not outlive it), and otherwise kept for
 * READ_CACHE_MS at most, which bounds how stale another server can be if it missed an announcement.
 * Kept on globalThis so the production server and Next's route code, which load their own copies of
 * this module, share one memory. Misses are not kept: an unknown slug costs a query each time.
 */
const READ_CACHE_MS = 5_000

type Entry = { value: unknown; storedAt: number }
type Memory = { entries: Map<string, Entry>; generation: number }

const REGISTRY = Symbol.for('church-site.read-cache')
type Registry = { [REGISTRY]?: Memory }

function memory(): Memory {
  const registry = globalThis as Registry
  registry[REGISTRY] ??= { entries: new Map(), generation: 0 }
  return registry[REGISTRY]
}

/** The value kept under `key` when it is recent enough, else `load()`'s, kept unless it is null or a change came in while loading. */
export async function readThrough<T>(
  key: string,
  load: () => Promise<T | null>,
  now: () => number = Date.now,
): Promise<T | null> {
  const kept = memory()
  const entry = kept.entries.get(key)
  if (entry && now() - entry.storedAt < READ_CACHE_MS) return entry.value as T
  const generation = kept.generation
  const value = await load()
  if (value !== null && kept.generation === generation) kept.entries.set(key, { value, storedAt: now() })
  return value
}

/** Forgets every kept read, including those still loading. */
export function forgetCachedReads(): void {
  const kept = memory()
  kept.entries.clear()
  kept.generation++
}

/** A collection's or global's hook: any change to what the reads come from forgets them. */
export const forgetCachedReadsHook = <T>({ doc }: { doc: T }): T => {
  forgetCachedReads()
  return doc
}
