/**
 * Places: how many people an event and each of its sessions take, and who gets one. A place is
 * held by a confirmed registration (the session is among its sessions) or by an open offer to
 * someone waiting; nobody jumps the queue, so a newcomer gets a free place only when nobody waits
 * for it. These are the rules alone; the places domain (src/places/) applies them under the event's lock.
 */

type SessionLimit = { key: string; capacity: number | null }
export type PlaceLimits = { eventCapacity: number | null; sessions: SessionLimit[] }

/** Places held and people waiting, per session and for the event as a whole. */
export type PlaceCounts = {
  /** People holding at least one place (or an offer of one). */
  people: number
  /** People waiting who hold no place at all (the event's own queue, when the event is full). */
  peopleWaiting: number
  sessions: Record<string, { held: number; waiting: number }>
}

const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : null

/** An event's limits from its document: empty capacities are no limit. */
export function placeLimitsOf(event: {
  capacity?: number | null
  sessions?: ReadonlyArray<{ key?: string | null; capacity?: number | null }> | null
}): PlaceLimits {
  return {
    eventCapacity: positive(event.capacity),
    sessions: (event.sessions ?? [])
      .filter((session) => session.key)
      .map((session) => ({ key: session.key as string, capacity: positive(session.capacity) })),
  }
}

/** Whether anything about the event is limited; an event without limits never needs the lock. */
export const isCapped = (limits: PlaceLimits) =>
  limits.eventCapacity !== null || limits.sessions.some((session) => session.capacity !== null)

const sessionCounts = (counts: PlaceCounts, key: string) => counts.sessions[key] ?? { held: 0, waiting: 0 }
const capacityOf = (limits: PlaceLimits, key: string) =>
  limits.sessions.find((session) => session.key === key)?.capacity ?? null

/**
 * Which of the sessions asked for are confirmed now and which are waited for. A session is full when
 * its places are all held, or when someone already waits for it (they were first). A person holding
 * no place yet also needs a place in the event: when the event is full, or others wait for one,
 * every session they ask for is waited for.
 */
export function allocatePlaces(
  limits: PlaceLimits,
  counts: PlaceCounts,
  requested: readonly string[],
  holdsEventPlace: boolean,
): { confirmed: string[]; waiting: string[] } {
  const eventFull =
    !holdsEventPlace &&
    limits.eventCapacity !== null &&
    (counts.people >= limits.eventCapacity || counts.peopleWaiting > 0)
  const confirmed: string[] = []
  const waiting: string[] = []
  for (const key of requested) {
    const capacity = capacityOf(limits, key)
    const { held, waiting: queued } = sessionCounts(counts, key)
    const sessionFull = capacity !== null && (held >= capacity || queued > 0)
    ;(eventFull || sessionFull ? waiting : confirmed).push(key)
  }
  return { confirmed, waiting }
}

/**
 * Places for several people asking one after another (a booker and those they bring, or a group
 * changing days together): each person's places and waits are counted before the next asks, so the
 * group never takes more than is free and nobody in it jumps another's queue. `counts` is not changed.
 */
export function allocateInTurn(
  limits: PlaceLimits,
  counts: PlaceCounts,
  people: ReadonlyArray<{ requested: readonly string[]; holdsEventPlace: boolean }>,
): Array<{ confirmed: string[]; waiting: string[] }> {
  const running: PlaceCounts = {
    ...counts,
    sessions: Object.fromEntries(Object.entries(counts.sessions).map(([key, value]) => [key, { ...value }])),
  }
  return people.map(({ requested, holdsEventPlace }) => {
    const allocation = allocatePlaces(limits, running, requested, holdsEventPlace)
    if (!holdsEventPlace && allocation.confirmed.length) running.people += 1
    else if (!holdsEventPlace && allocation.waiting.length) running.peopleWaiting += 1
    for (const key of allocation.confirmed)
      running.sessions[key] = {
        held: sessionCounts(running, key).held + 1,
        waiting: sessionCounts(running, key).waiting,
      }
    for (const key of allocation.waiting)
      running.sessions[key] = {
        held: sessionCounts(running, key).held,
        waiting: sessionCounts(running, key).waiting + 1,
      }
    return allocation
  })
}

/**
 * What allocations take, with the limits they were made under: per limited session, how many places it
 * takes; for an event with a limit of its own, how many people it adds. Written with the allocations in
 * one statement, they still fit when every session taken has that many places free and nobody waiting
 * for it, and the event room for its new people with nobody waiting for a place in it; otherwise the
 * counts moved since they were read and the allocation is made again from the fresh ones.
 */
export type PlacesTaken = {
  sessions: Record<string, { take: number; capacity: number }>
  people: { take: number; capacity: number } | null
}

export function placesTaken(
  limits: PlaceLimits,
  allocations: ReadonlyArray<{ confirmed: readonly string[]; holdsEventPlace: boolean }>,
): PlacesTaken {
  const sessions: PlacesTaken['sessions'] = {}
  let people = 0
  for (const { confirmed, holdsEventPlace } of allocations) {
    if (!holdsEventPlace && confirmed.length) people += 1
    for (const key of confirmed) {
      const capacity = capacityOf(limits, key)
      if (capacity !== null) sessions[key] = { take: (sessions[key]?.take ?? 0) + 1, capacity }
    }
  }
  return {
    sessions,
    people: limits.eventCapacity !== null && people > 0 ? { take: people, capacity: limits.eventCapacity } : null,
  }
}

/**
 * A newcomer's place in each queue they join, when they were written under the event's lock against
 * `counts`: behind everyone waiting then (nobody can have joined in between).
 */
export const newcomerPositions = (counts: PlaceCounts, waiting: readonly string[]) =>
  waiting.map((sessionKey) => ({ sessionKey, position: sessionCounts(counts, sessionKey).waiting + 1 }))

/** Places left per session and in the event: null where there is no limit, never below zero. */
export function placesLeft(
  limits: PlaceLimits,
  counts: PlaceCounts,
): { event: number | null; sessions: Record<string, number | null> } {
  const sessions: Record<string, number | null> = {}
  for (const { key, capacity } of limits.sessions) {
    const { held, waiting } = sessionCounts(counts, key)
    sessions[key] = capacity === null ? null : waiting > 0 ? 0 : Math.max(0, capacity - held)
  }
  const event =
    limits.eventCapacity === null
      ? null
      : counts.peopleWaiting > 0
        ? 0
        : Math.max(0, limits.eventCapacity - counts.people)
  return { event, sessions }
}

/** One person waiting for one session, in arrival order. */
export type QueuedEntry = {
  id: number
  registration: number
  sessionKey: string
  /** The person already holds a place (or an offer) in the event. */ holdsEventPlace: boolean
}

/**
 * Which waiting entries to offer a place now, first come first served: each session's freed places
 * go down its queue in order, and someone holding no place yet needs a free place in the event too.
 * An offer holds the place until it is accepted, declined or lapses, so it counts as held.
 */
export function entriesToOffer(limits: PlaceLimits, counts: PlaceCounts, queue: readonly QueuedEntry[]): number[] {
  const held = new Map(limits.sessions.map(({ key }) => [key, sessionCounts(counts, key).held]))
  let people = counts.people
  const holding = new Set(queue.filter((entry) => entry.holdsEventPlace).map((entry) => entry.registration))
  const offered: number[] = []
  for (const entry of [...queue].sort((a, b) => a.id - b.id)) {
    const capacity = capacityOf(limits, entry.sessionKey)
    if (capacity !== null && (held.get(entry.sessionKey) ?? 0) >= capacity) continue
    const needsEventPlace = !holding.has(entry.registration)
    if (needsEventPlace && limits.eventCapacity !== null && people >= limits.eventCapacity) continue
    offered.push(entry.id)
    held.set(entry.sessionKey, (held.get(entry.sessionKey) ?? 0) + 1)
    if (needsEventPlace) {
      people += 1
      holding.add(entry.registration)
    }
  }
  return offered
}

/** What the event's page says about places: "12 places left", "Full — join the waiting list", or nothing while plenty remain. */
const LOW_PLACES_THRESHOLD = 20

export function placesNotice(left: number | null): string | null {
  if (left === null) return null
  if (left === 0) return 'Full — join the waiting list'
  if (left > LOW_PLACES_THRESHOLD) return null
  return left === 1 ? '1 place left' : `${left} places left`
}

/**
 * A registration's place status from the sessions it waits for: waiting while it waits for any,
 * otherwise confirmed. syncPlaceStatus keeps the same two columns in SQL from the waiting list itself
 * (where an offered place outranks waiting); a new registration has no offer yet.
 */
export const placeStatusOf = (waitingFor: readonly string[]) => (waitingFor.length ? 'waiting' : 'confirmed')

/** "|day-2|": the sessions waited for, in the order joined, as the registration's waiting_sessions column keeps them. */
export const waitingSessionsOf = (waitingFor: readonly string[]) => `|${waitingFor.map((key) => `${key}|`).join('')}`
