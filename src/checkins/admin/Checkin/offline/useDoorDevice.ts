'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { copyCounts, copyList, withChanges, withTap } from '../../../rules/door-copy'
import type { DoorChange, DoorPerson, TapOutcome } from '../../../rules/door-ops'
import {
  fetchDoorKey,
  forgetDoorDevice,
  forgetStaleDoorCopies,
  forgetTaps,
  queuedTaps,
  queueTap,
  readDoorCopy,
  saveDoorCopy,
  type DoorCopy,
  type DoorKey,
  type DoorTapRecord,
} from './door-vault'

/** How often a device sends what waits and asks for changes, while online. */
const SYNC_MS = 3000
/**
 * How often an open door asks for its key again while online: the stored key's expiry follows the
 * staff session's, which the admin extends while it is used.
 */
const KEY_REFRESH_MS = 5 * 60_000
/** The most taps one upload carries (the endpoint's limit). */
const TAPS_PER_UPLOAD = 500

type SyncAnswer = {
  cursor: string
  results: Array<{ nonce: string; outcome: TapOutcome | 'duplicate' | 'refused'; message?: string }>
  changes: DoorChange[]
}

export type DoorDevice = {
  isOnline: boolean
  /** Taps taken on this device and not yet answered by the server. */
  waiting: number
  /** Bumped whenever the copy changes, so the desk shows it again. */
  version: number
  /** Whether taps go to the queue now: offline, or behind taps still waiting (so they apply in order). */
  isQueueing: () => boolean
  /** Takes a check-in or undo on the device; answers the time it was taken. */
  takeTap: (tap: Pick<DoorTapRecord, 'registration' | 'action' | 'method' | 'addSession'>) => Promise<string>
  /** The door's list from the device's copy, or null when it has none for the session. */
  localList: (search: string) => ReturnType<typeof copyList> & { counts: { checkedIn: number; expected: number } }
  localPeople: () => DoorPerson[] | null
}

const isBrowserOnline = () => typeof navigator === 'undefined' || navigator.onLine

/**
 * A door device's offline side for one session of an event: keeps the session's list on the device
 * (sealed, see door-vault.ts), takes taps into a queue with a nonce each, and, while online, sends
 * them and fetches the changes since its cursor every few seconds and as soon as the network is back.
 */
export function useDoorDevice({
  eventId,
  session,
  endsAt,
  onRefused,
}: {
  eventId: number
  session: string
  endsAt: string
  /** A tap the server would not apply (someone cancelled since, say), with its reason. */
  onRefused: (message: string) => void
}): DoorDevice {
  const [isOnline, setIsOnline] = useState(true)
  const [waiting, setWaiting] = useState(0)
  const [version, setVersion] = useState(0)
  const key = useRef<DoorKey | null>(null)
  const copy = useRef<DoorCopy | null>(null)
  const waitingCount = useRef(0)
  const isSyncing = useRef(false)
  const scope = useRef({ eventId, session, endsAt })
  scope.current = { eventId, session, endsAt }
  const refusedRef = useRef(onRefused)
  refusedRef.current = onRefused

  const setWaitingCount = (count: number) => {
    waitingCount.current = count
    setWaiting(count)
  }

  const keep = useCallback(async (next: DoorCopy) => {
    copy.current = next
    setVersion((v) => v + 1)
    if (key.current) await saveDoorCopy(key.current, scope.current, next)
  }, [])

  /** Sends what waits, in uploads per session, then asks for the current session's changes. */
  const sync = useCallback(async () => {
    if (isSyncing.current || !isBrowserOnline()) return
    isSyncing.current = true
    try {
      const { eventId: currentEvent, session: currentSession } = scope.current
      const taps = await queuedTaps()
      const groups = new Map<string, DoorTapRecord[]>()
      for (const tap of taps) {
        const id = `${tap.eventId}|${tap.session}`
        groups.set(id, [...(groups.get(id) ?? []), tap])
      }
      const current = `${currentEvent}|${currentSession}`
      if (!groups.has(current) && copy.current) groups.set(current, [])
      let left = taps.length
      for (const [id, group] of groups) {
        const isCurrent = id === current
        for (let start = 0; start === 0 || start < group.length; start += TAPS_PER_UPLOAD) {
          const batch = group.slice(start, start + TAPS_PER_UPLOAD)
          const response = await fetch('/api/checkins/sync', {
            method: 'POST',
            credentials: 'include',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              event: batch[0]?.eventId ?? currentEvent,
              session: batch[0]?.session ?? currentSession,
              cursor: isCurrent ? copy.current?.cursor : undefined,
              taps: batch.map(({ eventId: _e, session: _s, ...tap }) => tap),
            }),
          })
          // Refused as a whole: everything stays queued for the next try. Signed out (or no longer
          // door staff): the device forgets its key, lists and caches too.
          if (response.status === 401 || response.status === 403) {
            key.current = null
            await forgetDoorDevice()
          }
          if (!response.ok) return
          const answer = (await response.json()) as SyncAnswer
          await forgetTaps(answer.results.map((result) => result.nonce))
          left -= answer.results.length
          setWaitingCount(Math.max(0, left))
          for (const result of answer.results)
            if (result.outcome === 'refused') refusedRef.current(result.message ?? 'A check-in was refused.')
          if (isCurrent && copy.current) {
            const stillWaiting = (await queuedTaps()).filter(
              (tap) => tap.eventId === currentEvent && tap.session === currentSession,
            )
            await keep({
              cursor: answer.cursor,
              people: withChanges(copy.current.people, answer.changes, stillWaiting),
            })
          }
        }
      }
      setWaitingCount((await queuedTaps()).length)
    } catch {
      // The network went while sending: what was not answered stays queued.
    } finally {
      isSyncing.current = false
    }
  }, [keep])

  useEffect(() => {
    const update = () => {
      setIsOnline(isBrowserOnline())
      if (isBrowserOnline()) void sync()
    }
    update()
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    const timer = setInterval(() => void sync(), SYNC_MS)
    const keyTimer = setInterval(() => {
      // Null once the server refuses (the staff session is over): nothing more is sealed under the old key.
      if (isBrowserOnline()) void fetchDoorKey().then((fresh) => (key.current = fresh))
    }, KEY_REFRESH_MS)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
      clearInterval(timer)
      clearInterval(keyTimer)
    }
  }, [sync])

  // The session's list: the stored copy at once (when this staff session sealed it), then a fresh one.
  useEffect(() => {
    let isCancelled = false
    void (async () => {
      key.current ??= await fetchDoorKey()
      await forgetStaleDoorCopies(key.current)
      const waitingTaps = await queuedTaps()
      setWaitingCount(waitingTaps.length)
      const stored = key.current ? await readDoorCopy(key.current, eventId, session) : null
      if (isCancelled) return
      copy.current = stored
      setVersion((v) => v + 1)
      const params = new URLSearchParams({ event: String(eventId), session })
      const response = await fetch(`/api/checkins/door-list?${params}`, {
        credentials: 'include',
        cache: 'no-store',
      }).catch(() => null)
      if (!response?.ok || isCancelled) return
      const fresh = (await response.json()) as DoorCopy
      const mine = waitingTaps.filter((tap) => tap.eventId === eventId && tap.session === session)
      await keep({ cursor: fresh.cursor, people: mine.reduce(withTap, fresh.people) })
    })()
    return () => {
      isCancelled = true
    }
  }, [eventId, session, keep])

  const takeTap: DoorDevice['takeTap'] = useCallback(
    async (tap) => {
      const record: DoorTapRecord = {
        ...tap,
        nonce: crypto.randomUUID(),
        eventId: scope.current.eventId,
        session: scope.current.session,
        at: new Date().toISOString(),
      }
      await queueTap(record)
      setWaitingCount(waitingCount.current + 1)
      if (copy.current) await keep({ ...copy.current, people: withTap(copy.current.people, record) })
      void sync()
      return record.at
    },
    [keep, sync],
  )

  return {
    isOnline,
    waiting,
    version,
    isQueueing: () => !isBrowserOnline() || waitingCount.current > 0,
    takeTap,
    localPeople: () => copy.current?.people ?? null,
    localList: (search) => {
      const people = copy.current?.people ?? []
      return { ...copyList(people, { session, search }), counts: copyCounts(people, session) }
    },
  }
}
