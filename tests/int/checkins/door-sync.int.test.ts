import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import type { Event } from '@/payload-types'
import { poolOf } from '@/platform/database/pool'
import { env } from '@/platform/env'

import { createTestEvent } from '../../helpers/events'
import { PAST_SESSIONS } from '../../helpers/past-sessions'
import { everyCaller, rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

type DoorListBody = {
  cursor: string
  session: string
  people: Array<{ id: number; fullName: string; household: string; checkinCode: string; checkedInAt: string | null }>
}
type SyncBody = {
  cursor: string
  results: Array<{ nonce: string; outcome: string; message?: string }>
  changes: Array<{ registration: number; checkedInAt: string | null }>
}
type Tap = { nonce?: string; registration: number; action: 'in' | 'out'; at: string }

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

describe('door devices that work offline and sync', () => {
  let volunteer: Awaited<ReturnType<typeof staffUser>>
  let event: Event
  const marker = `sync${Date.now()}`

  beforeAll(async () => {
    volunteer = await staffUser('volunteer')
    event = await createTestEvent(await testPayload(), { title: `Door sync ${marker}`, sessions: PAST_SESSIONS })
  })

  const make = async (fullName: string, extra: Record<string, unknown> = {}) =>
    (await testPayload()).create({
      collection: 'registrations',
      data: {
        event: event.id,
        fullName: `${fullName} ${marker}`,
        email: uniqueEmail(marker),
        attendanceChoice: ['friday'],
        ...extra,
      },
    })
  const doorList = async (token = volunteer.token) => {
    const response = await rest('GET', `/checkins/door-list?event=${event.id}&session=friday`, { token })
    expect(response.status).toBe(200)
    return response.json as DoorListBody
  }
  // The caller is given as an object: a visitor's `undefined` token must not fall back to the volunteer's.
  const sync = (cursor: string, taps: Tap[], { token }: { token: string | undefined } = { token: volunteer.token }) =>
    rest('POST', '/checkins/sync', {
      token,
      body: {
        event: event.id,
        session: 'friday',
        cursor,
        taps: taps.map((tap) => ({ nonce: tap.nonce ?? randomUUID(), ...tap })),
      },
    })
  const checkinsOf = async (registration: number) => {
    const { rows } = await poolOf(await testPayload()).query<{ checked_in_at: Date }>(
      `SELECT checked_in_at FROM checkins WHERE registration_id = $1 AND session = 'friday'`,
      [registration],
    )
    return rows.map((row) => row.checked_in_at.toISOString())
  }

  it('lists the session for the device with only what the door needs, and a cursor', async () => {
    const booker = await make('Hannah Door')
    const child = await make('Kit Door', { groupBooker: booker.id, isChild: true, email: null })
    const list = await doorList()
    const people = list.people.filter((person) => person.fullName.endsWith(marker))
    expect(list.cursor).toMatch(/^\d+$/)
    const kit = people.find((person) => person.id === child.id)!
    expect(kit).toEqual({
      id: child.id,
      fullName: `Kit Door ${marker}`,
      household: `Hannah Door ${marker}`,
      checkinCode: child.checkinCode,
      sessions: ['friday'],
      isChild: true,
      checkedInAt: null,
    })
  })

  it('applies a retried upload once: the same nonce checks in once and is answered as a duplicate', async () => {
    const person = await make('Retry Door')
    const { cursor } = await doorList()
    const tap: Tap = { nonce: randomUUID(), registration: person.id, action: 'in', at: minutesAgo(3) }
    const first = (await sync(cursor, [tap])).json as SyncBody
    expect(first.results).toEqual([{ nonce: tap.nonce, outcome: 'create' }])
    // The undo in between would be undone by a replay of the check-in if the nonce were forgotten.
    await sync(first.cursor, [{ registration: person.id, action: 'out', at: minutesAgo(2) }])
    const retried = (await sync(first.cursor, [tap])).json as SyncBody
    expect(retried.results).toEqual([{ nonce: tap.nonce, outcome: 'duplicate' }])
    expect(await checkinsOf(person.id)).toEqual([])
  })

  it('records an offline check-in at the time it was taken and sends it to other devices as a change since their cursor', async () => {
    const person = await make('Changes Door')
    const other = await doorList()
    const at = minutesAgo(10)
    await sync((await doorList()).cursor, [{ registration: person.id, action: 'in', at }])
    expect(await checkinsOf(person.id)).toEqual([at])
    const seen = (await sync(other.cursor, [])).json as SyncBody
    expect(seen.changes).toContainEqual({ registration: person.id, checkedInAt: at })
    // From the new cursor on, the same change is not sent again.
    const again = (await sync(seen.cursor, [])).json as SyncBody
    expect(again.changes.find((change) => change.registration === person.id)).toBeUndefined()
  })

  it('makes one check-in when two offline devices let the same person in: the earliest time wins and both see it', async () => {
    const person = await make('Twice Door')
    const { cursor } = await doorList()
    const [early, late] = [minutesAgo(8), minutesAgo(5)]
    const deviceB = (await sync(cursor, [{ registration: person.id, action: 'in', at: late }])).json as SyncBody
    const deviceA = (await sync(cursor, [{ registration: person.id, action: 'in', at: early }])).json as SyncBody
    expect(deviceA.results[0]!.outcome).toBe('move-earlier')
    expect(await checkinsOf(person.id)).toEqual([early])
    expect(deviceA.changes).toContainEqual({ registration: person.id, checkedInAt: early })
    const bLater = (await sync(deviceB.cursor, [])).json as SyncBody
    expect(bLater.changes).toContainEqual({ registration: person.id, checkedInAt: early })
  })

  it('applies an offline undo in time order: it removes an earlier check-in from another device, never a later one', async () => {
    const [undoneLater, inAgain] = await Promise.all([make('Undo Later'), make('Undo Earlier')])
    const { cursor } = await doorList()
    // Device B let both in; device A, offline, had undone them: one undo after B's tap, one before.
    await sync(cursor, [
      { registration: undoneLater.id, action: 'in', at: minutesAgo(6) },
      { registration: inAgain.id, action: 'in', at: minutesAgo(4) },
    ])
    const a = (
      await sync(cursor, [
        { registration: undoneLater.id, action: 'out', at: minutesAgo(3) },
        { registration: inAgain.id, action: 'out', at: minutesAgo(5) },
      ])
    ).json as SyncBody
    expect(a.results.map((result) => result.outcome)).toEqual(['superseded', 'delete'])
    expect(await checkinsOf(undoneLater.id)).toEqual([])
    expect(await checkinsOf(inAgain.id)).toHaveLength(1)
    // A check-in taken before an undo that is already recorded stays undone.
    const late = (await sync(cursor, [{ registration: undoneLater.id, action: 'in', at: minutesAgo(4) }]))
      .json as SyncBody
    expect(late.results[0]!.outcome).toBe('superseded')
    expect(await checkinsOf(undoneLater.id)).toEqual([])
  })

  it('refuses a tap for someone of another event or at an unbelievable time, and still applies the rest', async () => {
    const [person, stranger] = await Promise.all([
      make('Rest Door'),
      (async () => {
        const other = await createTestEvent(await testPayload(), { title: `Other ${marker}`, sessions: PAST_SESSIONS })
        return (await testPayload()).create({
          collection: 'registrations',
          data: {
            event: other.id,
            fullName: `Stranger ${marker}`,
            email: uniqueEmail(marker),
            attendanceChoice: ['friday'],
          },
        })
      })(),
    ])
    const { cursor } = await doorList()
    const body = (
      await sync(cursor, [
        { registration: stranger.id, action: 'in', at: minutesAgo(2) },
        { registration: person.id, action: 'in', at: new Date(Date.now() + 3_600_000).toISOString() },
        { registration: person.id, action: 'in', at: minutesAgo(1) },
      ])
    ).json as SyncBody
    expect(body.results.map((result) => result.outcome).sort()).toEqual(['create', 'refused', 'refused'])
    expect(await checkinsOf(stranger.id)).toEqual([])
    expect(await checkinsOf(person.id)).toHaveLength(1)
  })

  it('refuses a malformed upload and changes nothing', async () => {
    const person = await make('Bad Door')
    const response = await sync('not-a-cursor', [{ registration: person.id, action: 'in', at: minutesAgo(1) }])
    expect(response.status).toBe(400)
    expect(await checkinsOf(person.id)).toEqual([])
  })

  it('lets only door staff list or sync: visitors, users without a role and editors are refused and change nothing', async () => {
    const person = await make('Access Door')
    const { cursor } = await doorList()
    for (const [caller, token] of await everyCaller()) {
      const list = await rest('GET', `/checkins/door-list?event=${event.id}&session=friday`, { token })
      const synced = await sync(cursor, [{ registration: person.id, action: 'in', at: minutesAgo(1) }], { token })
      const allowed = caller === 'a volunteer' || caller === 'an admin'
      expect([caller, list.status]).toEqual([caller, allowed ? 200 : 403])
      expect([caller, synced.status]).toEqual([caller, allowed ? 200 : 403])
      if (!allowed) expect(await checkinsOf(person.id)).toEqual([])
    }
    expect(await checkinsOf(person.id)).toHaveLength(1)
    // The log and nonces are the server's own: nobody reads them over the API.
    const admin = await staffUser('admin')
    expect((await rest('GET', '/checkin-changes', { token: admin.token })).status).toBe(403)
    expect((await rest('GET', '/checkin-nonces', { token: admin.token })).status).toBe(403)
  })

  it("gives door staff the staff session's key with the session's expiry, the same on every call; nobody else gets one", async () => {
    const before = Date.now()
    for (const [caller, token] of await everyCaller()) {
      const response = await rest('GET', '/checkins/door-key', { token })
      const allowed = caller === 'a volunteer' || caller === 'an admin'
      expect([caller, response.status]).toEqual([caller, allowed ? 200 : 403])
      if (!allowed) {
        expect(response.json).not.toHaveProperty('key')
        continue
      }
      const { keyId, key, expiresAt } = response.json as { keyId: string; key: string; expiresAt: string }
      expect(Buffer.from(key, 'base64')).toHaveLength(32)
      // The staff session's own expiry (STAFF_SESSION_HOURS from sign-in), which the device keeps the key until.
      expect(Date.parse(expiresAt)).toBeGreaterThan(before)
      expect(Date.parse(expiresAt)).toBeLessThanOrEqual(Date.now() + env('STAFF_SESSION_HOURS') * 3_600_000)
      expect((await rest('GET', '/checkins/door-key', { token })).json).toEqual({ keyId, key, expiresAt })
    }
    // Another sign-in is another staff session: another key.
    const first = await rest('GET', '/checkins/door-key', { token: volunteer.token })
    const { token: again } = await (
      await testPayload()
    ).login({ collection: 'users', data: { email: volunteer.email, password: volunteer.password } })
    const second = await rest('GET', '/checkins/door-key', { token: again! })
    expect(second.json.keyId).not.toBe(first.json.keyId)
  })

  it('makes one check-in per person when many uploads of the same taps race', async () => {
    const people = await Promise.all([1, 2, 3].map((n) => make(`Race ${n}`)))
    const { cursor } = await doorList()
    const taps = people.map((person) => ({
      nonce: randomUUID(),
      registration: person.id,
      action: 'in' as const,
      at: minutesAgo(2),
    }))
    const responses = await Promise.all([1, 2, 3, 4].map(() => sync(cursor, taps)))
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200])
    const outcomes = responses.flatMap((response) =>
      (response.json as SyncBody).results.map((result) => result.outcome),
    )
    expect(outcomes.filter((outcome) => outcome === 'create')).toHaveLength(3)
    for (const person of people) expect(await checkinsOf(person.id)).toHaveLength(1)
  })
})
