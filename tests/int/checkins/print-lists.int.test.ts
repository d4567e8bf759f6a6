import { readFileSync } from 'node:fs'

import fontkit from '@pdf-lib/fontkit'
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFRawStream } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'

import { DOOR_LIST_ROWS_PER_PAGE } from '@/checkins/rules/print-layout'
import type { Event } from '@/payload-types'
import { joinWaitingList } from '@/places/place-counts'
import { poolOf } from '@/platform/database/pool'

import { createTestEvent } from '../../helpers/events'
import { PAST_SESSIONS } from '../../helpers/past-sessions'
import { everyCaller, rest, restResponse, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

/** The font the PDFs embed whole: a name is drawn as its glyph ids in it, which the test looks for. */
const glyphFont = fontkit.create(readFileSync('src/checkins/print/fonts/Geist-Regular.ttf'))
const drawn = (text: string) =>
  `<${glyphFont
    .layout(text.normalize('NFC'))
    .glyphs.map((glyph) => glyph.id.toString(16).padStart(4, '0'))
    .join('')
    .toUpperCase()}>`

/** Each page's drawing operators, inflated. */
function pageStreams(doc: PDFDocument): string[] {
  return doc.getPages().map((page) => {
    const contents = page.node.Contents()!
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents]
    return streams
      .map((stream) => Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1'))
      .join('\n')
      .toUpperCase()
  })
}

async function getPdf(path: string, token: string) {
  const response = await restResponse('GET', path, { token })
  const bytes = new Uint8Array(await response.arrayBuffer())
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    bytes,
    doc: response.status === 200 ? await PDFDocument.load(bytes) : null,
  }
}

describe('printed door list and label sheets (PDF)', () => {
  let volunteer: Awaited<ReturnType<typeof staffUser>>
  let admin: Awaited<ReturnType<typeof staffUser>>
  let event: Event
  const marker = `pr${Date.now().toString(36)}`
  const name = (given: string, surname: string) => `${given} ${marker} ${surname}`

  const register = async (fullName: string, extra: Record<string, unknown> = {}) =>
    (await testPayload()).create({
      collection: 'registrations',
      data: { event: event.id, fullName, email: uniqueEmail(marker), attendanceChoice: ['saturday'], ...extra },
      overrideAccess: true,
    })
  const checkIn = (registration: number, session: string, token = volunteer.token) =>
    rest('POST', '/checkins/toggle', { token, body: { registration, session, checkedIn: true } })

  beforeAll(async () => {
    ;[volunteer, admin] = await Promise.all([staffUser('volunteer'), staffUser('admin')])
    event = await createTestEvent(await testPayload(), {
      title: `Print ${marker}`,
      sessions: PAST_SESSIONS.map((session) => ({ ...session, isChildrens: session.key === 'saturday' })),
    })
  })

  it('lets only the door staff print them: a visitor, an editor and a kiosk are refused', async () => {
    for (const [caller, token] of await everyCaller()) {
      const allowed = caller === 'a volunteer' || caller === 'an admin'
      for (const path of ['door-list.pdf', 'labels.pdf']) {
        const response = await restResponse('GET', `/checkins/${path}?event=${event.id}&session=saturday`, { token })
        expect([caller, path, response.status]).toEqual([caller, path, allowed ? 200 : 403])
        if (allowed) expect(response.headers.get('content-type')).toBe('application/pdf')
      }
    }
  })

  it("lists everyone booked for the session by surname with household, code and tick, a child's medical mark but never the note, and audits the print", async () => {
    const anna = await register(name('Anna', 'Nowak'), { attendanceChoice: ['friday', 'saturday'] })
    const lukasz = await register(name('Łukasz', 'Nowak'), {
      isChild: true,
      groupBooker: anna.id,
      sensitiveAnswers: { allergies: 'Peanutsxyz' },
    })
    const minh = await register(name('Minh', 'Nguyễn'))
    const zoe = await register(name('Zoë', 'Adams'))
    await register(name('Carl', 'Cancelled'), { cancelledAt: new Date().toISOString() })
    await register(name('Fred', 'Fridayonly'), { attendanceChoice: ['friday'] })
    const walt = await register(name('Walt', 'Waiting'), { attendanceChoice: [], placeStatus: 'waiting' })
    await joinWaitingList(poolOf(await testPayload()), {
      eventId: event.id,
      registrationId: walt.id,
      sessionKeys: ['saturday'],
    })
    expect((await checkIn(zoe.id, 'saturday')).status).toBe(200)

    const pdf = await getPdf(`/checkins/door-list.pdf?event=${event.id}&session=saturday`, volunteer.token)
    expect(pdf.status).toBe(200)
    expect(pdf.type).toBe('application/pdf')
    expect(pdf.disposition).toBe(`attachment; filename="door-list-${event.slug}-saturday.pdf"`)
    expect(pdf.doc!.getTitle()).toBe(`Door list: ${event.title}, Saturday workshop`)
    const [page] = pageStreams(pdf.doc!)
    const at = (text: string) => page!.indexOf(drawn(text))
    // Names the standard PDF fonts cannot encode are drawn in the embedded font, in surname order.
    const order = [zoe, minh, anna, lukasz].map((person) => at(person.fullName))
    expect(order.every((position) => position > 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(at(name('Carl', 'Cancelled'))).toBe(-1)
    expect(at(name('Fred', 'Fridayonly'))).toBe(-1)
    expect(at(walt.fullName)).toBe(-1)
    // The child's household is their booker; the code is printed; the flag is a mark, the note nowhere.
    expect(page!.split(drawn(anna.fullName)).length - 1).toBe(3)
    expect(at(lukasz.checkinCode!)).toBeGreaterThan(0)
    expect(page!.split(drawn('!')).length - 1).toBe(1)
    expect(at('Peanutsxyz')).toBe(-1)
    expect(Buffer.from(pdf.bytes).toString('latin1')).not.toContain('Peanutsxyz')
    expect(at('Page 1 of 1')).toBeGreaterThan(0)

    const { docs } = await (
      await testPayload()
    ).find({
      collection: 'audit-log',
      where: { and: [{ target: { equals: `events:${event.id}` } }, { summary: { like: 'Door list printed' } }] },
      overrideAccess: true,
    })
    expect(docs.length).toBeGreaterThan(0)
    expect(docs[0]).toMatchObject({ action: 'export' })
  })

  it('runs to as many numbered pages as the people need', async () => {
    const many = await createTestEvent(await testPayload(), { title: `Many ${marker}`, sessions: PAST_SESSIONS })
    const count = DOOR_LIST_ROWS_PER_PAGE + 5
    const payload = await testPayload()
    for (let start = 0; start < count; start += 15)
      await Promise.all(
        Array.from({ length: Math.min(15, count - start) }, (_, i) =>
          payload.create({
            collection: 'registrations',
            data: {
              event: many.id,
              fullName: `Person ${start + i} ${marker}`,
              email: uniqueEmail(marker),
              attendanceChoice: ['sunday'],
            },
            overrideAccess: true,
          }),
        ),
      )
    const pdf = await getPdf(`/checkins/door-list.pdf?event=${many.id}&session=sunday`, admin.token)
    expect(pdf.doc!.getPageCount()).toBe(2)
    const pages = pageStreams(pdf.doc!)
    expect(pages[1]).toContain(drawn('Page 2 of 2'))
    const all = pages.join('\n')
    for (let i = 0; i < count; i++) expect(all.split(drawn(`Person ${i} ${marker}`)).length - 1).toBe(2)
  })

  it("prints the labels of the children in at a children's session on label sheets, each beside their parent's receipt with the same code; refuses any other session", async () => {
    const parent = await register(name('Pat', 'Parent'))
    const [kim, ola] = [
      await register(name('Kim', 'Young'), { isChild: true, groupBooker: parent.id }),
      await register(name('Ola', 'Bąk'), { isChild: true, groupBooker: parent.id }),
    ]
    await checkIn(kim.id, 'saturday')
    await checkIn(ola.id, 'saturday')
    const codes = await Promise.all(
      [kim, ola].map(
        async (child) =>
          (
            (await rest('GET', `/checkins/label?registration=${child.id}&session=saturday`, { token: volunteer.token }))
              .json as { securityCode: string }
          ).securityCode,
      ),
    )
    const pdf = await getPdf(`/checkins/labels.pdf?event=${event.id}&session=saturday`, volunteer.token)
    expect(pdf.status).toBe(200)
    expect(pdf.disposition).toBe(`attachment; filename="labels-${event.slug}-saturday.pdf"`)
    const page = pageStreams(pdf.doc!).join('\n')
    for (const code of codes) expect(page.split(drawn(code)).length - 1).toBe(2)
    expect(page).toContain(drawn(`Collect ${ola.fullName}`))
    expect(page.indexOf(drawn(ola.fullName))).toBeLessThan(page.indexOf(drawn(kim.fullName)))

    // A child already collected needs no label.
    const collected = await rest('POST', '/checkins/checkout', {
      token: volunteer.token,
      body: { registration: kim.id, session: 'saturday', code: codes[0] },
    })
    expect(collected.status).toBe(200)
    const later = pageStreams(
      (await getPdf(`/checkins/labels.pdf?event=${event.id}&session=saturday`, admin.token)).doc!,
    )
    expect(later.join('\n')).not.toContain(drawn(kim.fullName))
    expect(later.join('\n')).toContain(drawn(ola.fullName))

    const notChildrens = await restResponse('GET', `/checkins/labels.pdf?event=${event.id}&session=friday`, {
      token: volunteer.token,
    })
    expect(notChildrens.status).toBe(400)
    const unknown = await restResponse('GET', `/checkins/door-list.pdf?event=${event.id}&session=nope`, {
      token: volunteer.token,
    })
    expect(unknown.status).toBe(400)
  })
})

describe('arrivals live on the Overview and at the door', () => {
  it("counts two devices' check-ins in the very next read, with today's arrivals per quarter hour against the places", async () => {
    const payload = await testPayload()
    const [one, two, editor] = await Promise.all([staffUser('volunteer'), staffUser('admin'), staffUser('editor')])
    const now = Date.now()
    const today = await createTestEvent(payload, {
      title: `Live ${Date.now().toString(36)}`,
      sessions: [
        {
          key: 'today',
          title: 'Today',
          startsAt: new Date(now - 30 * 60_000).toISOString(),
          endsAt: new Date(now + 90 * 60_000).toISOString(),
          capacity: 40,
        },
      ],
    })
    const people = await Promise.all(
      [1, 2, 3].map((i) =>
        payload.create({
          collection: 'registrations',
          data: { event: today.id, fullName: `Live ${i}`, email: uniqueEmail('live'), attendanceChoice: ['today'] },
          overrideAccess: true,
        }),
      ),
    )
    const live = async () =>
      (await rest('GET', `/checkins/arrivals?event=${today.id}`, { token: two.token })).json as {
        sessions: Array<{
          key: string
          checkedIn: number
          expected: number
          capacity: number | null
          arrivals: { count: number }[]
        }>
      }
    const door = async () =>
      (await rest('GET', `/registrations/checkin?event=${today.id}&session=today`, { token: one.token })).json as {
        counts: Record<string, { checkedIn: number }>
      }
    expect((await live()).sessions).toMatchObject([{ key: 'today', checkedIn: 0, expected: 3, capacity: 40 }])
    await door()

    const toggle = (registration: number, token: string) =>
      rest('POST', '/checkins/toggle', { token, body: { registration, session: 'today', checkedIn: true } })
    expect((await toggle(people[0]!.id, one.token)).status).toBe(200)
    expect((await toggle(people[1]!.id, two.token)).status).toBe(200)

    const after = (await live()).sessions[0]!
    expect(after.checkedIn).toBe(2)
    expect(after.arrivals.reduce((sum, slot) => sum + slot.count, 0)).toBe(2)
    expect((await door()).counts.today!.checkedIn).toBe(2)

    for (const token of [undefined, editor.token])
      expect((await rest('GET', `/checkins/arrivals?event=${today.id}`, { token })).status).toBe(403)
    // An event with no session today has nothing to follow.
    const past = await createTestEvent(payload, { sessions: PAST_SESSIONS })
    expect(
      ((await rest('GET', `/checkins/arrivals?event=${past.id}`, { token: two.token })).json as { sessions: [] })
        .sessions,
    ).toEqual([])
  })
})
