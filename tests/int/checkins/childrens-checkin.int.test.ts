import { beforeAll, describe, expect, it } from 'vitest'

import { SECURITY_CODE_ALPHABET } from '@/checkins/rules/security-code'
import type { Event } from '@/payload-types'

import { createTestEvent } from '../../helpers/events'
import { PAST_SESSIONS } from '../../helpers/past-sessions'
import { everyCaller, rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

type Label = { fullName: string; securityCode: string; hasMedicalNote: boolean; session: string }

describe("children's sessions: security codes at check-in and check-out", () => {
  let volunteer: Awaited<ReturnType<typeof staffUser>>
  let admin: Awaited<ReturnType<typeof staffUser>>
  let event: Event
  const marker = `kids${Date.now()}`

  beforeAll(async () => {
    ;[volunteer, admin] = await Promise.all([staffUser('volunteer'), staffUser('admin')])
    event = await createTestEvent(await testPayload(), {
      title: `Kids club ${marker}`,
      sessions: PAST_SESSIONS.map((session) => ({ ...session, isChildrens: session.key !== 'friday' })),
    })
  })

  const child = async (fullName: string, extra: Record<string, unknown> = {}) => {
    const payload = await testPayload()
    const parent = await payload.create({
      collection: 'registrations',
      data: {
        event: event.id,
        fullName: `Parent ${marker}`,
        email: uniqueEmail(marker),
        attendanceChoice: ['friday', 'saturday', 'sunday'],
      },
    })
    return payload.create({
      collection: 'registrations',
      data: {
        event: event.id,
        fullName: `${fullName} ${marker}`,
        isChild: true,
        groupBooker: parent.id,
        attendanceChoice: ['friday', 'saturday', 'sunday'],
        ...extra,
      },
      overrideAccess: true,
    })
  }
  const checkIn = (registration: number, session: string, checkedIn = true) =>
    rest('POST', '/checkins/toggle', { token: volunteer.token, body: { registration, session, checkedIn } })
  const label = async (registration: number, session: string, token = volunteer.token) =>
    rest('GET', `/checkins/label?registration=${registration}&session=${session}`, { token })
  const checkOut = (body: Record<string, unknown>, token = volunteer.token) =>
    rest('POST', '/checkins/checkout', { token, body })

  it("gives a child let in at a children's session a 4-character code from the look-alike-free alphabet, the same on label and receipt, new at every check-in", async () => {
    const kit = await child('Kit Label', { sensitiveAnswers: { allergies: 'Peanuts' } })
    expect((await checkIn(kit.id, 'saturday')).status).toBe(200)
    const first = (await label(kit.id, 'saturday')).json as Label
    expect(first.securityCode).toMatch(new RegExp(`^[${SECURITY_CODE_ALPHABET}]{4}$`))
    expect(first).toMatchObject({ fullName: `Kit Label ${marker}`, hasMedicalNote: true, session: 'saturday' })
    // The label and the receipt print from the same answer: one code. The note itself never reaches the door.
    expect(JSON.stringify(first)).not.toContain('Peanuts')

    const codes = new Set([first.securityCode])
    for (let i = 0; i < 3; i++) {
      await checkIn(kit.id, 'saturday', false)
      await checkIn(kit.id, 'saturday')
      codes.add(((await label(kit.id, 'saturday')).json as Label).securityCode)
    }
    expect(codes.size).toBeGreaterThan(1)
  })

  it("prints a label again for a child staying for a second session, with that session's own code; none at a session that is not a children's one", async () => {
    const ada = await child('Ada Twice')
    await checkIn(ada.id, 'saturday')
    await checkIn(ada.id, 'sunday')
    const [saturday, sunday] = [await label(ada.id, 'saturday'), await label(ada.id, 'sunday')]
    expect(saturday.status).toBe(200)
    expect(sunday.status).toBe(200)
    expect((await label(ada.id, 'saturday')).json).toEqual(saturday.json)
    await checkIn(ada.id, 'friday')
    expect((await label(ada.id, 'friday')).status).toBe(404)
  })

  it('refuses to hand a child over with a wrong code and changes nothing; the right code collects them once', async () => {
    const ben = await child('Ben Collect')
    await checkIn(ben.id, 'saturday')
    const { securityCode } = (await label(ben.id, 'saturday')).json as Label
    const wrong = [...SECURITY_CODE_ALPHABET].find((c) => c !== securityCode[0])! + securityCode.slice(1)
    const refused = await checkOut({ registration: ben.id, session: 'saturday', code: wrong })
    expect(refused.status).toBe(403)
    const { docs } = await (
      await testPayload()
    ).find({
      collection: 'checkins',
      where: { registration: { equals: ben.id } },
      overrideAccess: true,
    })
    expect(docs[0]!.checkedOutAt ?? null).toBeNull()

    const collected = await checkOut({ registration: ben.id, session: 'saturday', code: securityCode.toLowerCase() })
    expect(collected.status).toBe(200)
    expect((await checkOut({ registration: ben.id, session: 'saturday', code: securityCode })).status).toBe(409)
  })

  it('lets only an admin hand a child over without the code, and puts the override and its reason in the audit log', async () => {
    const cat = await child('Cat Override')
    await checkIn(cat.id, 'saturday')
    const override = {
      registration: cat.id,
      session: 'saturday',
      override: { reason: 'Receipt lost; mother known to staff' },
    }
    expect((await checkOut(override)).status).toBe(403)
    expect((await checkOut(override, admin.token)).status).toBe(200)
    const { docs } = await (
      await testPayload()
    ).find({
      collection: 'audit-log',
      where: { target: { equals: `registrations:${cat.id}` } },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    expect(docs[0]!.summary).toContain('Receipt lost; mother known to staff')
  })

  it('lets only door staff read labels or hand children over', async () => {
    const dee = await child('Dee Access')
    await checkIn(dee.id, 'saturday')
    const { securityCode } = (await label(dee.id, 'saturday')).json as Label
    for (const [caller, token] of await everyCaller()) {
      if (caller === 'a volunteer' || caller === 'an admin') continue
      expect([
        caller,
        (await rest('GET', `/checkins/label?registration=${dee.id}&session=saturday`, { token })).status,
      ]).toEqual([caller, 403])
      expect([
        caller,
        (
          await rest('POST', '/checkins/checkout', {
            token,
            body: { registration: dee.id, session: 'saturday', code: securityCode },
          })
        ).status,
      ]).toEqual([caller, 403])
    }
    expect((await checkOut({ registration: dee.id, session: 'saturday', code: securityCode })).status).toBe(200)
  })
})
