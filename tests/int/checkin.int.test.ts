import { beforeAll, describe, expect, it, vi } from 'vitest'

import { formatCheckinCode } from '@/lib/checkin-code'

import { rest, staffUser, testPayload, uniqueEmail } from '../helpers/payload'

type Person = { id: number; fullName: string; checkinCode: string; days: string[]; day1Checkin: boolean; day2Checkin: boolean }
type CheckinListBody = { total: number; people: Person[]; counts: Record<'day1' | 'day2', { checkedIn: number; expected: number }> }

describe('check-in at the door', () => {
  let admin: Awaited<ReturnType<typeof staffUser>>
  let volunteer: Awaited<ReturnType<typeof staffUser>>
  let editorToken: string
  const marker = `door${Date.now()}`

  beforeAll(async () => {
    ;[admin, volunteer] = await Promise.all([staffUser('admin'), staffUser('volunteer')])
    editorToken = (await staffUser('editor')).token
  })

  const make = async (fullName: string, attendanceChoice: ('online' | 'super-sunday' | 'both')[], extra: Record<string, unknown> = {}) =>
    (await testPayload()).create({ collection: 'registrations', data: { fullName: `${fullName} ${marker}`, email: uniqueEmail(marker), attendanceChoice, ...extra } })

  it('gives every registration a unique check-in code and puts it, with a QR code, in the confirmation e-mail', async () => {
    const payload = await testPayload()
    const first = await make('Code One', ['online'])
    const second = await make('Code Two', ['online'])
    expect(first.checkinCode).toMatch(/^[A-Z2-9]{8}$/)
    expect(second.checkinCode).not.toBe(first.checkinCode)

    const email = uniqueEmail('qr')
    const registered = await rest('POST', '/registrations/register', { body: { fullName: 'Quinn Code', email, attendanceChoice: ['online'] }, ip: '203.0.113.77' })
    expect(registered.status).toBe(200)
    const message = await vi.waitFor(
      async () => {
        await payload.jobs.run({ where: { taskSlug: { equals: 'sendRegistrationConfirmation' } } })
        const { docs } = await payload.find({ collection: 'email-outbox', where: { to: { equals: email } }, overrideAccess: true })
        if (!docs[0]) throw new Error('not sent yet')
        return docs[0]
      },
      { timeout: 15_000, interval: 300 },
    )
    const { docs } = await payload.find({ collection: 'registrations', where: { email: { equals: email } }, overrideAccess: true })
    const code = docs[0]!.checkinCode!
    expect(message.text).toContain(formatCheckinCode(code))
    expect(message.html).toContain('src="cid:checkin-qr"')
    const qr = (message.attachments as Array<{ filename: string; contentType: string; encoding: string; contentId: string; content: string }>).find((a) => a.contentType === 'image/png')!
    expect(qr).toMatchObject({ filename: 'check-in-qr.png', encoding: 'base64', contentId: 'checkin-qr' })
    expect(Buffer.from(qr.content, 'base64').subarray(1, 4).toString()).toBe('PNG')
  })

  it('lists who is expected on each day, finds anyone by name or code, and counts the day', async () => {
    const online = await make('Ada Online', ['online'])
    const sunday = await make('Sam Sunday', ['super-sunday'])
    await make('Bo Both', ['both'])
    const cancelled = await make('Cy Cancelled', ['online'])
    await (await testPayload()).update({ collection: 'registrations', id: cancelled.id, data: { cancelledAt: new Date().toISOString() }, overrideAccess: true })

    const day1 = await rest('GET', `/registrations/checkin?day=day1&q=${marker}`, { token: volunteer.token })
    expect(day1.status).toBe(200)
    const names = (day1.json as unknown as CheckinListBody).people.map((p) => p.fullName.replace(` ${marker}`, ''))
    // A search looks through everyone not cancelled, so a person who chose the other day can still be let in.
    expect(names).toEqual(expect.arrayContaining(['Ada Online', 'Sam Sunday', 'Bo Both']))
    expect(names).not.toContain('Cy Cancelled')

    const byCode = await rest('GET', `/registrations/checkin?day=day2&q=${formatCheckinCode(sunday.checkinCode!).toLowerCase()}`, { token: volunteer.token })
    const found = (byCode.json as unknown as CheckinListBody).people
    expect(found.map((p) => p.id)).toEqual([sunday.id])
    expect(found[0]!.days).toEqual(['day2'])

    const withoutSearch = (await rest('GET', '/registrations/checkin?day=day2', { token: volunteer.token })).json as unknown as CheckinListBody
    expect(withoutSearch.people.some((p) => p.id === online.id)).toBe(false)
    expect(withoutSearch.counts.day2.expected).toBeGreaterThanOrEqual(2)
    expect(withoutSearch.total).toBe(withoutSearch.counts.day2.expected)
  })

  it('checks a person in and out, recording who and when, and counts it', async () => {
    const person = await make('Tess Toggle', ['both'])
    const before = ((await rest('GET', '/registrations/checkin?day=day1', { token: volunteer.token })).json as unknown as CheckinListBody).counts.day1

    const checkedIn = await rest('PATCH', `/registrations/${person.id}?depth=0`, { token: volunteer.token, body: { day1Checkin: true } })
    expect(checkedIn.status).toBe(200)
    const doc = (checkedIn.json as { doc: Record<string, unknown> }).doc
    expect(doc.day1Checkin).toBe(true)
    expect(doc.day1CheckinBy).toBe(volunteer.user.id)
    expect(Date.now() - Date.parse(String(doc.day1CheckinAt))).toBeLessThan(60_000)
    const during = ((await rest('GET', '/registrations/checkin?day=day1', { token: volunteer.token })).json as unknown as CheckinListBody).counts.day1
    expect(during.checkedIn).toBe(before.checkedIn + 1)

    const undone = await rest('PATCH', `/registrations/${person.id}?depth=0`, { token: volunteer.token, body: { day1Checkin: false } })
    expect((undone.json as { doc: Record<string, unknown> }).doc).toMatchObject({ day1Checkin: false, day1CheckinAt: null, day1CheckinBy: null })
  })

  it('lets a volunteer change nothing but check-ins, and read no notes or tags', async () => {
    const person = await make('Vera Volunteer', ['online'], { notes: 'Pastoral note', tags: ['vip'] })
    const attempt = await rest('PATCH', `/registrations/${person.id}?depth=0`, { token: volunteer.token, body: { fullName: 'Changed', notes: 'x', tags: ['y'], day2Checkin: true } })
    expect(attempt.status).toBe(200)
    const stored = await (await testPayload()).findByID({ collection: 'registrations', id: person.id, overrideAccess: true })
    expect(stored).toMatchObject({ fullName: `Vera Volunteer ${marker}`, notes: 'Pastoral note', tags: ['vip'], day2Checkin: true })

    const read = await rest('GET', `/registrations/${person.id}`, { token: volunteer.token })
    expect(read.json).not.toHaveProperty('notes')
    expect(read.json).not.toHaveProperty('tags')
    expect(read.json).toHaveProperty('checkinCode', person.checkinCode)
  })

  it('keeps the door list from visitors and editors', async () => {
    expect((await rest('GET', '/registrations/checkin?day=day1')).status).toBe(403)
    expect((await rest('GET', '/registrations/checkin?day=day1', { token: editorToken })).status).toBe(403)
    expect((await rest('POST', '/registrations/walk-in', { body: { fullName: 'Sneaky', day: 'day1' } })).status).toBe(403)
    expect((await rest('POST', '/registrations/walk-in', { token: editorToken, body: { fullName: 'Sneaky', day: 'day1' } })).status).toBe(403)
  })

  it('registers a walk-in and checks them in, warning first about a likely duplicate', async () => {
    const payload = await testPayload()
    const invalid = await rest('POST', '/registrations/walk-in', { token: volunteer.token, body: { fullName: ' ', email: 'nope', day: 'day3' } })
    expect(invalid.status).toBe(400)
    expect(invalid.json.errors).toMatchObject({ fullName: expect.any(String), email: expect.any(String), day: expect.any(String) })

    const fresh = await rest('POST', '/registrations/walk-in', { token: volunteer.token, body: { fullName: `Walter Walkin ${marker}`, phone: '07700 900123', day: 'day2' } })
    expect(fresh.status).toBe(201)
    const created = (fresh.json as { registration: { id: number; checkinCode: string } }).registration
    const stored = await payload.findByID({ collection: 'registrations', id: created.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ attendanceChoice: ['super-sunday'], day2Checkin: true, day2CheckinBy: volunteer.user.id, email: null, tags: ['walk-in'], consentGdpr: false })
    expect(stored.checkinCode).toBe(created.checkinCode)

    const again = await rest('POST', '/registrations/walk-in', { token: volunteer.token, body: { fullName: `walter walkin ${marker}`, day: 'day2' } })
    expect(again.status).toBe(409)
    expect(again.json).toMatchObject({ status: 'duplicates', duplicates: [{ id: created.id, day2Checkin: true }] })
    const count = () => payload.count({ collection: 'registrations', where: { fullName: { like: `Walter Walkin ${marker}` } }, overrideAccess: true })
    expect((await count()).totalDocs).toBe(1)

    const confirmed = await rest('POST', '/registrations/walk-in', { token: volunteer.token, body: { fullName: `walter walkin ${marker}`, day: 'day2', confirmDuplicate: true } })
    expect(confirmed.status).toBe(201)
    expect((await count()).totalDocs).toBe(2)

    const registered = await make('Erin Existing', ['online'])
    const same = await rest('POST', '/registrations/walk-in', { token: admin.token, body: { fullName: registered.fullName.toUpperCase(), email: registered.email, day: 'day1', confirmDuplicate: true } })
    expect(same.status).toBe(409)
    expect(same.json).toMatchObject({ status: 'exists', existing: { id: registered.id } })
  })
})
