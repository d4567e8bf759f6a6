import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { formatCheckinCode } from '@/registrations/rules/checkin-code'
import type { Event, Registration } from '@/payload-types'
import { GROUP_OF_SEVERAL_EVENTS_MESSAGE } from '@/checkins/check-in-group'
import { MANAGE_MESSAGES } from '@/registrations/manage-registration'
import { manageTokenFor } from '@/platform/crypto/tokens'

import { createTestEvent } from '../../helpers/events'
import { rest, runConfirmationsFor, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'
import { expectPlaceCountsExact } from '../../helpers/place-counts'

type ManageAnswer = {
  success: boolean
  message?: string
  registration?: {
    isCancelled: boolean
    attendanceChoice: string[]
    group: Array<{ id: number; fullName: string; isChild: boolean }>
  }
}
type Attachment = { filename: string; contentType: string; contentId?: string; content: string }

// Whatever these tests write, every event's kept place counts still match its rows.
afterAll(expectPlaceCountsExact)

describe('families and groups registering together', () => {
  const marker = `group${Date.now()}`
  let event: Event
  let otherEvent: Event
  let volunteer: Awaited<ReturnType<typeof staffUser>>

  beforeAll(async () => {
    const payload = await testPayload()
    volunteer = await staffUser('volunteer')
    event = await createTestEvent(payload, { title: `Family day ${marker}` })
    otherEvent = await createTestEvent(payload, { title: `Other day ${marker}` })
  })

  /**
   * A booker and the people they brought, as the registration endpoint stores them (one registration
   * each, linked to the booker, no address of their own), with the booker's private link.
   */
  async function makeGroup(
    names: string[],
    { on = event, sessions = ['friday', 'saturday'] }: { on?: Event; sessions?: string[] } = {},
  ) {
    const payload = await testPayload()
    const [bookerName, ...memberNames] = names.map((name) => `${name} ${marker}`)
    const booker = await payload.create({
      collection: 'registrations',
      data: { event: on.id, fullName: bookerName!, email: uniqueEmail(marker), attendanceChoice: sessions },
      overrideAccess: true,
    })
    const members: Registration[] = []
    for (const [index, fullName] of memberNames.entries()) {
      members.push(
        await payload.create({
          collection: 'registrations',
          data: { event: on.id, fullName, attendanceChoice: sessions, groupBooker: booker.id, isChild: index > 0 },
          overrideAccess: true,
        }),
      )
    }
    const manage = manageTokenFor(payload.secret, booker)
    await payload.update({
      collection: 'registrations',
      id: booker.id,
      data: { manageTokenHash: manage.hash },
      overrideAccess: true,
    })
    return { booker, members, token: manage.token }
  }

  const manage = async (body: Record<string, unknown>) =>
    (await rest('POST', '/registrations/manage', { body })).json as ManageAnswer
  const read = async (id: number) =>
    (await testPayload()).findByID({ collection: 'registrations', id, depth: 0, overrideAccess: true })

  describe('the booker’s private link', () => {
    it('lists the people the booker brought, children marked', async () => {
      const { token, members } = await makeGroup(['Ann Lovelace', 'Ben Lovelace', 'Cy Lovelace'])
      const answer = await manage({ action: 'view', token })
      expect(answer.success).toBe(true)
      expect(answer.registration!.group).toEqual([
        // Each with their own sessions and check-in code, which the page shows and lets the booker change.
        {
          id: members[0]!.id,
          fullName: `Ben Lovelace ${marker}`,
          isChild: false,
          attendanceChoice: ['friday', 'saturday'],
          checkinCode: formatCheckinCode(members[0]!.checkinCode!),
        },
        {
          id: members[1]!.id,
          fullName: `Cy Lovelace ${marker}`,
          isChild: true,
          attendanceChoice: ['friday', 'saturday'],
          checkinCode: formatCheckinCode(members[1]!.checkinCode!),
        },
      ])
    })

    it('removes one person of the group only, and never someone another booker brought', async () => {
      const mine = await makeGroup(['Dora Day', 'Eli Day', 'Fay Day'])
      const theirs = await makeGroup(['Gus Grey', 'Hal Grey'])

      const refused = await manage({ action: 'remove-person', token: mine.token, person: theirs.members[0]!.id })
      expect(refused).toEqual({ success: false, message: MANAGE_MESSAGES.notInGroup })
      expect((await read(theirs.members[0]!.id)).cancelledAt).toBeFalsy()
      // The booker is not "a person of the group" either.
      expect((await manage({ action: 'remove-person', token: mine.token, person: mine.booker.id })).success).toBe(false)
      expect((await read(mine.booker.id)).cancelledAt).toBeFalsy()

      const removed = await manage({ action: 'remove-person', token: mine.token, person: mine.members[0]!.id })
      expect(removed).toMatchObject({ success: true, message: MANAGE_MESSAGES.personRemoved })
      expect(removed.registration!.group.map((person) => person.id)).toEqual([mine.members[1]!.id])
      expect((await read(mine.members[0]!.id)).cancelledAt).toBeTruthy()
      expect((await read(mine.members[1]!.id)).cancelledAt).toBeFalsy()
      expect((await read(mine.booker.id)).cancelledAt).toBeFalsy()
      expect((await manage({ action: 'view', token: mine.token })).registration!.group).toHaveLength(1)
    })

    it('refuses a body naming nobody to remove, and changes nothing', async () => {
      const { token, members } = await makeGroup(['Ida Ives', 'Jo Ives'])
      const { status } = await rest('POST', '/registrations/manage', {
        body: { action: 'remove-person', token, person: 'someone' },
      })
      expect(status).toBe(400)
      expect((await read(members[0]!.id)).cancelledAt).toBeFalsy()
    })

    it('moves everyone of the group to the new days, but not someone removed earlier', async () => {
      const { token, booker, members } = await makeGroup(['Kit Kay', 'Lu Kay', 'Mo Kay'])
      await manage({ action: 'remove-person', token, person: members[1]!.id })
      const answer = await manage({ action: 'update', token, attendanceChoice: ['sunday'] })
      expect(answer).toMatchObject({ success: true, registration: { attendanceChoice: ['sunday'] } })
      expect((await read(booker.id)).attendanceChoice).toEqual(['sunday'])
      expect((await read(members[0]!.id)).attendanceChoice).toEqual(['sunday'])
      expect((await read(members[1]!.id)).attendanceChoice).toEqual(['friday', 'saturday'])
    })

    it('cancels the booker with the whole group, and a restore brings back those cancelled with them', async () => {
      const { token, booker, members } = await makeGroup(['Ned North', 'Ola North', 'Pip North'])
      await manage({ action: 'remove-person', token, person: members[1]!.id })
      const cancelled = await manage({ action: 'cancel', token })
      expect(cancelled).toMatchObject({ success: true, registration: { isCancelled: true } })
      for (const id of [booker.id, members[0]!.id, members[1]!.id]) expect((await read(id)).cancelledAt).toBeTruthy()
      const payload = await testPayload()
      const settings = await payload.findGlobal({ slug: 'site-settings' })
      const { docs } = await payload.find({
        collection: 'email-outbox',
        where: { to: { equals: settings.enquiriesEmail } },
        sort: '-createdAt',
        limit: 20,
        overrideAccess: true,
      })
      expect(docs.find((doc) => doc.text?.includes(booker.email!))?.text).toContain(
        `with the person they brought: Ola North ${marker}`,
      )

      const restored = await manage({ action: 'restore', token, attendanceChoice: ['friday'] })
      expect(restored.registration!.group.map((person) => person.id)).toEqual([members[0]!.id])
      expect((await read(booker.id)).cancelledAt).toBeFalsy()
      expect(await read(members[0]!.id)).toMatchObject({ cancelledAt: null, attendanceChoice: ['friday'] })
      // Removed before the cancellation: stays removed.
      expect((await read(members[1]!.id)).cancelledAt).toBeTruthy()
    })
  })

  describe('the door', () => {
    const checkinsOf = async (ids: number[]) =>
      (
        await (
          await testPayload()
        ).find({
          collection: 'checkins',
          where: { registration: { in: ids } },
          depth: 0,
          overrideAccess: true,
          pagination: false,
        })
      ).docs

    it('lists the people brought along with their booker, and names the booker beside one found by search', async () => {
      const { booker, members } = await makeGroup(['Quin Quest', 'Ray Rowe', 'Sue Quest'])
      const list = async (q: string) =>
        (
          await rest('GET', `/registrations/checkin?event=${event.id}&session=friday&q=${encodeURIComponent(q)}`, {
            token: volunteer.token,
          })
        ).json as {
          people: Array<{ id: number; bookedBy: { id: number; fullName: string } | null; isChild: boolean }>
        }
      const byBooker = await list(`Quin Quest ${marker}`)
      expect(byBooker.people.map((person) => person.id)).toEqual([booker.id, members[0]!.id, members[1]!.id])
      expect(byBooker.people[2]).toMatchObject({
        bookedBy: { id: booker.id, fullName: `Quin Quest ${marker}` },
        isChild: true,
      })
      const byMember = await list(`Ray Rowe ${marker}`)
      expect(byMember.people).toEqual([
        expect.objectContaining({ id: members[0]!.id, bookedBy: { id: booker.id, fullName: `Quin Quest ${marker}` } }),
      ])
    })

    it('checks in the chosen people of a group in one go, and leaves out the one unticked', async () => {
      const { booker, members } = await makeGroup(['Tia Todd', 'Uma Todd', 'Vic Todd', 'Wyn Todd'])
      const chosen = [booker.id, members[0]!.id, members[2]!.id]
      const { status, json } = await rest('POST', '/checkins/group', {
        token: volunteer.token,
        body: { registrations: chosen, session: 'friday' },
      })
      expect(status).toBe(200)
      expect((json.checkins as unknown[]).length).toBe(3)
      const checkins = await checkinsOf([booker.id, ...members.map((member) => member.id)])
      expect(checkins.map((checkin) => checkin.registration).sort()).toEqual([...chosen].sort())
      expect(checkins.every((checkin) => checkin.session === 'friday' && checkin.method === 'search')).toBe(true)
      // Each is audited as a check-in of its own.
      const { totalDocs } = await (
        await testPayload()
      ).count({
        collection: 'audit-log',
        where: {
          and: [{ action: { equals: 'check-in' } }, { target: { in: chosen.map((id) => `registrations:${id}`) } }],
        },
        overrideAccess: true,
      })
      expect(totalDocs).toBe(3)
      // Again, with the rest: those already in stay as they were.
      const again = await rest('POST', '/checkins/group', {
        token: volunteer.token,
        body: { registrations: [booker.id, members[1]!.id], session: 'friday' },
      })
      expect(again.status).toBe(200)
      expect(await checkinsOf([booker.id, ...members.map((member) => member.id)])).toHaveLength(4)
    })

    it('refuses a group with someone of another event, or someone not registered for the session, and checks in nobody', async () => {
      const here = await makeGroup(['Xan Xu', 'Yan Xu'])
      const elsewhere = await makeGroup(['Zed Zo', 'Abe Zo'], { on: otherEvent })
      const mixed = await rest('POST', '/checkins/group', {
        token: volunteer.token,
        body: { registrations: [here.booker.id, elsewhere.members[0]!.id], session: 'friday' },
      })
      expect(mixed.status).toBe(409)
      expect(mixed.json.message).toBe(GROUP_OF_SEVERAL_EVENTS_MESSAGE)
      const notForSunday = await rest('POST', '/checkins/group', {
        token: volunteer.token,
        body: { registrations: [here.booker.id, here.members[0]!.id], session: 'sunday' },
      })
      expect(notForSunday.status).toBe(409)
      expect(await checkinsOf([here.booker.id, here.members[0]!.id, elsewhere.members[0]!.id])).toHaveLength(0)
      expect((await read(here.booker.id)).attendanceChoice).toEqual(['friday', 'saturday'])
    })

    it('lets door staff only use it', async () => {
      const { booker } = await makeGroup(['Bea Bell', 'Cal Bell'])
      const editor = await staffUser('editor')
      expect(
        (
          await rest('POST', '/checkins/group', {
            token: editor.token,
            body: { registrations: [booker.id], session: 'friday' },
          })
        ).status,
      ).toBe(403)
      expect(
        (await rest('POST', '/checkins/group', { body: { registrations: [booker.id], session: 'friday' } })).status,
      ).toBe(403)
      expect(await checkinsOf([booker.id])).toHaveLength(0)
    })
  })

  describe('the confirmation e-mail', () => {
    const runConfirmations = runConfirmationsFor

    it('goes to the booker alone, naming everyone with their check-in code and one QR code each', async () => {
      const payload = await testPayload()
      const email = uniqueEmail('family')
      const registered = await rest('POST', '/registrations/register', {
        ip: '203.0.113.121',
        body: {
          event: event.slug,
          fullName: `Dee Family ${marker}`,
          email,
          attendanceChoice: ['friday'],
          people: [
            { fullName: `Ed Family ${marker}`, isChild: false, answers: {} },
            { fullName: `Flo Family ${marker}`, isChild: true, answers: {} },
            { fullName: `Gil Family ${marker}`, isChild: true, answers: {} },
          ],
        },
      })
      expect(registered.status).toBe(200)
      const { docs: bookers } = await payload.find({
        collection: 'registrations',
        where: { email: { equals: email } },
        depth: 0,
        overrideAccess: true,
      })
      const booker = bookers[0]!
      const { docs: members } = await payload.find({
        collection: 'registrations',
        where: { groupBooker: { equals: booker.id } },
        sort: 'id',
        depth: 0,
        overrideAccess: true,
      })
      expect(members.map((member) => [member.fullName, member.isChild, member.email ?? null])).toEqual([
        [`Ed Family ${marker}`, false, null],
        [`Flo Family ${marker}`, true, null],
        [`Gil Family ${marker}`, true, null],
      ])

      const message = await vi.waitFor(
        async () => {
          await runConfirmations([booker.id])
          const { docs } = await payload.find({
            collection: 'email-outbox',
            where: { to: { equals: email } },
            overrideAccess: true,
          })
          if (!docs[0]) throw new Error('not sent yet')
          return docs[0]
        },
        { timeout: 20_000, interval: 300 },
      )
      expect(message.text).toMatch(/^Hi Dee,/)
      for (const member of members) expect(message.text).toContain(member.fullName)
      for (const member of members) expect(message.text).toContain(formatCheckinCode(member.checkinCode!))
      expect(message.text).toContain(`Flo Family ${marker} (child)`)
      const qrs = (message.attachments as Attachment[]).filter((attachment) => attachment.contentType === 'image/png')
      expect(qrs).toHaveLength(4)
      expect(new Set(qrs.map((qr) => qr.contentId)).size).toBe(4)
      expect(new Set(qrs.map((qr) => qr.filename)).size).toBe(4)
      for (const qr of qrs) expect(message.html).toContain(`src="cid:${qr.contentId}"`)
      // One e-mail for the whole family: nothing went anywhere for the people brought along.
      const { totalDocs } = await payload.count({
        collection: 'message-deliveries',
        where: { registration: { in: members.map((member) => member.id) } },
        overrideAccess: true,
      })
      expect(totalDocs).toBe(0)
    })

    it('sends nothing for a person brought along, should their own confirmation ever be queued', async () => {
      const payload = await testPayload()
      const { members } = await makeGroup(['Hope Hill', 'Ivy Hill'])
      const job = await payload.jobs.queue({
        task: 'sendRegistrationConfirmation',
        input: { registrationId: members[0]!.id },
      })
      await runConfirmations([members[0]!.id])
      // The job ran (and is gone or complete), and sent nothing.
      const { totalDocs: waiting } = await payload.count({
        collection: 'payload-jobs',
        where: { and: [{ id: { equals: job.id } }, { completedAt: { exists: false } }] },
        overrideAccess: true,
      })
      expect(waiting).toBe(0)
      const { totalDocs } = await payload.count({
        collection: 'message-deliveries',
        where: { registration: { equals: members[0]!.id } },
        overrideAccess: true,
      })
      expect(totalDocs).toBe(0)
    })
  })
})
