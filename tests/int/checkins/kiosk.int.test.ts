import { beforeAll, describe, expect, it } from 'vitest'

import type { Event } from '@/payload-types'
import { hashToken } from '@/platform/crypto/tokens'
import { poolOf } from '@/platform/database/pool'
import { normaliseKioskCode } from '@/checkins/rules/kiosk'

import { createTestEvent } from '../../helpers/events'
import { PAST_SESSIONS } from '../../helpers/past-sessions'
import {
  everyCaller,
  freshAddress,
  kioskDevice,
  rest,
  staffUser,
  testPayload,
  uniqueEmail,
} from '../../helpers/payload'

type Household = { members: Array<{ id: number; name: string; isBooked: boolean; isCheckedIn: boolean }> }
type Lookup = { session: { key: string; title: string }; households: Household[] }

describe('the self check-in kiosk', () => {
  let event: Event
  let other: Event
  let admin: Awaited<ReturnType<typeof staffUser>>
  const marker = `Kz${Date.now().toString(36).replace(/\d/g, '')}`

  const register = async (
    fullName: string,
    attendanceChoice: string[],
    extra: Record<string, unknown> = {},
    on: Event = event,
  ) =>
    (await testPayload()).create({
      collection: 'registrations',
      data: { event: on.id, fullName, email: uniqueEmail('kiosk'), phone: '07700 900456', attendanceChoice, ...extra },
      overrideAccess: true,
    })

  const newDevice = async () =>
    (await testPayload()).create({
      collection: 'kiosk-devices',
      data: { name: `Door ${uniqueEmail('d')}`, event: event.id, session: 'saturday' },
      overrideAccess: true,
    })

  const checkinsOf = async (registration: number) =>
    (
      await (
        await testPayload()
      ).find({
        collection: 'checkins',
        where: { registration: { equals: registration } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs

  beforeAll(async () => {
    const payload = await testPayload()
    ;[event, other] = await Promise.all([
      createTestEvent(payload, { sessions: PAST_SESSIONS }),
      createTestEvent(payload, { sessions: PAST_SESSIONS }),
    ])
    admin = await staffUser('admin')
  })

  describe('device codes', () => {
    it('are issued by admins only, shown once and stored only as their hash', async () => {
      const device = await newDevice()
      for (const [who, token] of await everyCaller()) {
        const issued = await rest('POST', '/kiosk-devices/code', { token, body: { device: device.id } })
        expect([who, issued.status]).toEqual([who, who === 'an admin' ? 200 : 403])
      }
      const issued = await rest('POST', '/kiosk-devices/code', { token: admin.token, body: { device: device.id } })
      const code = issued.json.code as string
      expect(code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/)
      const { rows } = await poolOf(await testPayload()).query('SELECT * FROM kiosk_devices WHERE id = $1', [device.id])
      expect(rows[0].code_hash).toBe(hashToken(normaliseKioskCode(code)))
      expect(JSON.stringify(rows[0])).not.toContain(normaliseKioskCode(code))
      expect(JSON.stringify(rows[0])).not.toContain(code)
      // Never readable back, not even by an admin.
      const read = await rest('GET', `/kiosk-devices/${device.id}`, { token: admin.token })
      expect(read.status).toBe(200)
      expect(read.json).not.toHaveProperty('codeHash')
      expect(JSON.stringify(read.json)).not.toContain(rows[0].code_hash)
    })

    it('sign a tablet in once as the kiosk, without a password; a used, wrong or earlier code does nothing', async () => {
      const device = await newDevice()
      const first = await rest('POST', '/kiosk-devices/code', { token: admin.token, body: { device: device.id } })
      const second = await rest('POST', '/kiosk-devices/code', { token: admin.token, body: { device: device.id } })
      const ip = freshAddress()
      const earlier = await rest('POST', '/kiosk-devices/sign-in', { body: { code: first.json.code }, ip })
      expect(earlier.status).toBe(403)
      const wrong = await rest('POST', '/kiosk-devices/sign-in', { body: { code: 'AAAAA-AAAAA' }, ip })
      expect(wrong.status).toBe(403)
      expect(wrong.json.message).toBe(earlier.json.message)

      // Typed in lower case with spaces still counts.
      const typed = (second.json.code as string).toLowerCase().replace('-', ' ')
      const signedIn = await rest('POST', '/kiosk-devices/sign-in', { body: { code: typed }, ip })
      expect(signedIn.status).toBe(200)
      const me = await rest('GET', '/users/me', { token: signedIn.json.token as string })
      expect((me.json.user as { role: string }).role).toBe('kiosk')
      const stored = await (
        await testPayload()
      ).findByID({ collection: 'kiosk-devices', id: device.id, overrideAccess: true, depth: 0 })
      expect(stored.signedInAt).toBeTruthy()
      expect(me.json.user as { id: number }).toMatchObject({ id: stored.account })

      const again = await rest('POST', '/kiosk-devices/sign-in', { body: { code: typed }, ip })
      expect(again.status).toBe(403)
    })

    it('are limited per client address, as staff sign-in is (SIGN_IN_RATE_LIMIT)', async () => {
      process.env.SIGN_IN_RATE_LIMIT = '3/600'
      try {
        const ip = freshAddress()
        const statuses: number[] = []
        for (let i = 0; i < 4; i++)
          statuses.push((await rest('POST', '/kiosk-devices/sign-in', { body: { code: `WRONG-${i}` }, ip })).status)
        expect(statuses).toEqual([403, 403, 403, 429])
        // Even the right code waits out the window there; elsewhere it works.
        const device = await newDevice()
        const issued = await rest('POST', '/kiosk-devices/code', { token: admin.token, body: { device: device.id } })
        const code = issued.json.code
        expect((await rest('POST', '/kiosk-devices/sign-in', { body: { code }, ip })).status).toBe(429)
        expect((await rest('POST', '/kiosk-devices/sign-in', { body: { code }, ip: freshAddress() })).status).toBe(200)
      } finally {
        process.env.SIGN_IN_RATE_LIMIT = 'off'
      }
    })

    it('are revoked by an admin: the tablet is signed out at its next request and no code works again', async () => {
      const kiosk = await kioskDevice({ event: event.id, session: 'saturday' })
      expect((await rest('GET', `/kiosk-devices/lookup?surname=${marker}`, { token: kiosk.token })).status).toBe(200)
      const pending = await rest('POST', '/kiosk-devices/code', {
        token: admin.token,
        body: { device: kiosk.device.id },
      })

      const volunteer = await staffUser('volunteer')
      expect(
        (await rest('POST', '/kiosk-devices/revoke', { token: volunteer.token, body: { device: kiosk.device.id } }))
          .status,
      ).toBe(403)
      const revoked = await rest('POST', '/kiosk-devices/revoke', {
        token: admin.token,
        body: { device: kiosk.device.id },
      })
      expect(revoked.status).toBe(200)

      expect((await rest('GET', `/kiosk-devices/lookup?surname=${marker}`, { token: kiosk.token })).status).toBe(403)
      expect((await rest('GET', '/users/me', { token: kiosk.token })).json.user).toBeNull()
      expect(
        (await rest('POST', '/kiosk-devices/sign-in', { body: { code: pending.json.code }, ip: freshAddress() }))
          .status,
      ).toBe(403)
      expect(
        (await rest('POST', '/kiosk-devices/code', { token: admin.token, body: { device: kiosk.device.id } })).status,
      ).toBe(409)
      const audit = await (
        await testPayload()
      ).find({
        collection: 'audit-log',
        where: { target: { equals: `kiosk-devices:${kiosk.device.id}` } },
        overrideAccess: true,
      })
      expect(audit.docs.map((entry) => entry.summary)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^Revoked kiosk device/), expect.stringMatching(/signed in$/)]),
      )
    })

    it("refuse a session that is not one of the device's event", async () => {
      const made = await rest('POST', '/kiosk-devices', {
        token: admin.token,
        body: { name: 'Typo tablet', event: event.id, session: 'saturdy' },
      })
      expect(made.status).toBe(400)
    })

    it('are the only way to make a kiosk account: an admin cannot give anyone the role, nor take it from a kiosk', async () => {
      const made = await rest('POST', '/users', {
        token: admin.token,
        body: { email: uniqueEmail('would-be-kiosk'), fullName: 'Would Be', role: 'kiosk' },
      })
      expect(made.status).toBe(400)
      const editor = await staffUser('editor')
      const changed = await rest('PATCH', `/users/${editor.user.id}`, { token: admin.token, body: { role: 'kiosk' } })
      expect(changed.status).toBe(400)
      // Nor makes a kiosk account anything more.
      const kiosk = await kioskDevice({ event: event.id, session: 'saturday' })
      const promoted = await rest('PATCH', `/users/${kiosk.user.id}`, { token: admin.token, body: { role: 'admin' } })
      expect(promoted.status).toBe(400)
      const me = await rest('GET', '/users/me', { token: kiosk.token })
      expect((me.json.user as { role: string }).role).toBe('kiosk')
    })
  })

  describe('looking people up and checking them in', () => {
    let kiosk: Awaited<ReturnType<typeof kioskDevice>>
    let ada: { id: number; checkinCode?: string | null }
    let tom: { id: number }
    let sunOnly: { id: number }
    let elsewhere: { id: number }

    beforeAll(async () => {
      ada = await register(`Ada ${marker}lace`, ['saturday'])
      tom = await register(`Tom Junior ${marker}lace`, ['saturday'], { groupBooker: ada.id })
      sunOnly = await register(`Sue ${marker}lace`, ['sunday'], { groupBooker: ada.id })
      await register(`Ben ${marker}wick`, ['saturday'])
      elsewhere = await register(`Eve ${marker}lace`, ['saturday'], {}, other)
      kiosk = await kioskDevice({ event: event.id, session: 'saturday' })
    })

    it('finds households by surname, showing first names and last initials only', async () => {
      const found = await rest('GET', `/kiosk-devices/lookup?surname=${marker.toLowerCase()}la`, {
        token: kiosk.token,
      })
      expect(found.status).toBe(200)
      const body = found.json as unknown as Lookup
      expect(body.session).toEqual({ key: 'saturday', title: 'Saturday workshop' })
      const initial = marker[0]!.toUpperCase()
      expect(body.households).toEqual([
        {
          members: [
            { id: ada.id, name: `Ada ${initial}.`, isBooked: true, isCheckedIn: false },
            { id: tom.id, name: `Tom ${initial}.`, isBooked: true, isCheckedIn: false },
            { id: sunOnly.id, name: `Sue ${initial}.`, isBooked: false, isCheckedIn: false },
          ],
        },
      ])
      const text = JSON.stringify(found.json)
      expect(text).not.toContain(marker)
      expect(text).not.toMatch(/@|900456|checkinCode|email|phone/)
      expect(text).not.toContain(String(elsewhere.id))
    })

    it('finds a household by its QR code, and refuses a one-letter surname', async () => {
      const byCode = await rest('GET', `/kiosk-devices/lookup?code=${ada.checkinCode}`, { token: kiosk.token })
      expect((byCode.json as unknown as Lookup).households[0]!.members.map((m) => m.id)).toEqual([
        ada.id,
        tom.id,
        sunOnly.id,
      ])
      expect((await rest('GET', `/kiosk-devices/lookup?surname=${marker[0]}`, { token: kiosk.token })).status).toBe(400)
      expect((await rest('GET', '/kiosk-devices/lookup', { token: kiosk.token })).status).toBe(400)
    })

    it('checks the chosen members in once, however often they are sent, through the door’s own check-in', async () => {
      const body = { registrations: [ada.id, tom.id] }
      const [first, second] = await Promise.all([
        rest('POST', '/kiosk-devices/check-in', { token: kiosk.token, body }),
        rest('POST', '/kiosk-devices/check-in', { token: kiosk.token, body }),
      ])
      expect([first.status, second.status]).toEqual([200, 200])
      for (const id of [ada.id, tom.id]) {
        const rows = await checkinsOf(id)
        expect(rows).toHaveLength(1)
        expect(rows[0]).toMatchObject({ session: 'saturday', checkedInBy: kiosk.user.id })
      }
      const found = await rest('GET', `/kiosk-devices/lookup?code=${ada.checkinCode}`, { token: kiosk.token })
      expect((found.json as unknown as Lookup).households[0]!.members.map((m) => m.isCheckedIn)).toEqual([
        true,
        true,
        false,
      ])
    })

    it('never checks in someone of another event or not booked for the session, over its endpoint or REST', async () => {
      for (const registrations of [[elsewhere.id], [sunOnly.id], [ada.id, elsewhere.id]]) {
        const refused = await rest('POST', '/kiosk-devices/check-in', { token: kiosk.token, body: { registrations } })
        expect(refused.status).toBe(409)
      }
      for (const [registration, session] of [
        [elsewhere.id, 'saturday'],
        [sunOnly.id, 'sunday'],
        [sunOnly.id, 'saturday'],
      ] as const) {
        const direct = await rest('POST', '/checkins', { token: kiosk.token, body: { registration, session } })
        expect(direct.status).toBe(403)
      }
      expect(await checkinsOf(elsewhere.id)).toHaveLength(0)
      expect(await checkinsOf(sunOnly.id)).toHaveLength(0)
      // Nor undoes anyone's check-in.
      const [adaIn] = await checkinsOf(ada.id)
      expect((await rest('DELETE', `/checkins/${adaIn!.id}`, { token: kiosk.token })).status).toBe(403)
      expect(
        (
          await rest('POST', '/checkins/toggle', {
            token: kiosk.token,
            body: { registration: ada.id, session: 'saturday', checkedIn: false },
          })
        ).status,
      ).toBe(403)
    })

    it("answers a child's label at a children's session, named by first name and initial", async () => {
      const payload = await testPayload()
      const kids = await createTestEvent(payload, {
        sessions: PAST_SESSIONS.map((session) => ({ ...session, isChildrens: session.key === 'saturday' })),
      })
      const parent = await register(`Pam ${marker}ford`, ['saturday'], {}, kids)
      const child = await register(`Kit ${marker}ford`, ['saturday'], { groupBooker: parent.id, isChild: true }, kids)
      const tablet = await kioskDevice({ event: kids.id, session: 'saturday' })
      const done = await rest('POST', '/kiosk-devices/check-in', {
        token: tablet.token,
        body: { registrations: [parent.id, child.id] },
      })
      expect(done.status).toBe(200)
      const [stored] = await checkinsOf(child.id)
      expect(stored!.securityCode).toMatch(/^[A-Z0-9]{4}$/)
      expect(done.json.labels).toEqual([
        { name: `Kit ${marker[0]!.toUpperCase()}.`, securityCode: stored!.securityCode, hasMedicalNote: false },
      ])
      expect(JSON.stringify(done.json)).not.toContain(marker)
    })

    it("cannot use the door's list, search registrations or change its own account", async () => {
      const door = await rest('GET', `/registrations/checkin?event=${event.id}&session=saturday&q=${marker}`, {
        token: kiosk.token,
      })
      expect(door.status).toBe(403)
      expect((await rest('GET', `/registrations?where[fullName][like]=${marker}`, { token: kiosk.token })).status).toBe(
        403,
      )
      expect((await rest('GET', `/kiosk-devices`, { token: kiosk.token })).status).toBe(403)
      expect(
        (await rest('PATCH', `/users/${kiosk.user.id}`, { token: kiosk.token, body: { fullName: 'Renamed' } })).status,
      ).toBe(403)
      expect((await rest('GET', '/kiosk-devices/lookup?surname=ab', { token: admin.token })).status).toBe(403)
    })
  })
})

describe("an event's kiosk devices", () => {
  it('are revoked and deleted with the event, whose deletion no device stops', async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload, { sessions: PAST_SESSIONS })
    const kiosk = await kioskDevice({ event: event.id })
    const admin = await staffUser('admin')
    const deleted = await rest('DELETE', `/events/${event.id}`, { token: admin.token })
    expect(deleted.status).toBe(200)
    const left = await payload.find({
      collection: 'kiosk-devices',
      where: { id: { equals: kiosk.device.id } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
    // The tablet is signed out: its token no longer names anyone.
    const me = await rest('GET', '/users/me', { token: kiosk.token })
    expect(me.json.user ?? null).toBeNull()
  })
})
