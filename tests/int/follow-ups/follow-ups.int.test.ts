import { beforeAll, describe, expect, it } from 'vitest'

import { sendFollowUpDigest } from '@/follow-ups'
import type { Where } from 'payload'

import type { Event, FollowUpCard } from '@/payload-types'
import { poolOf } from '@/platform/database/pool'

import { createTestEvent } from '../../helpers/events'
import { graphql, rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

type Staff = Awaited<ReturnType<typeof staffUser>>

/**
 * Following up newcomers: the automatic rules put a person on a list once, from the write that
 * records what happened; staff work each card step by step; the daily digest names the cards
 * without anything from the form that brought them; and nobody but an admin sees any of it.
 */
describe('follow-up lists and cards', () => {
  let admin: Staff
  let event: Event
  let listId: number
  const marker = `fu${Date.now()}`

  const cardsOf = async (person: number, where: Where = {}) =>
    (
      await (
        await testPayload()
      ).find({
        collection: 'follow-up-cards',
        where: { and: [{ person: { equals: person } }, { list: { equals: listId } }, where] },
        depth: 0,
        limit: 100,
        overrideAccess: true,
      })
    ).docs
  const newPerson = async (label: string) =>
    (
      await (
        await testPayload()
      ).create({ collection: 'people', data: { fullName: `${label} ${marker}` }, overrideAccess: true })
    ).id
  const register = async (person: number) =>
    (
      await (
        await testPayload()
      ).create({
        collection: 'registrations',
        data: {
          event: event.id,
          fullName: `Registrant ${marker}`,
          email: uniqueEmail(marker),
          attendanceChoice: ['friday', 'saturday'],
          person,
        } as never,
        overrideAccess: true,
      })
    ).id
  const toggle = (registration: number, session: string, checkedIn: boolean) =>
    rest('POST', '/checkins/toggle', {
      token: admin.token,
      body: { registration, session, checkedIn, event: event.id },
    })
  const visitPlan = async (person: number) =>
    (await testPayload()).create({
      collection: 'visit-plans',
      data: {
        name: `Visitor ${marker}`,
        email: uniqueEmail(marker),
        mobile: '07700 900123',
        serviceDate: 'other',
        guestsCount: '1',
        person,
      } as never,
      overrideAccess: true,
    })

  beforeAll(async () => {
    const payload = await testPayload()
    admin = await staffUser('admin')
    event = await createTestEvent(payload)
    listId = (
      await payload.create({
        collection: 'follow-up-lists',
        data: {
          name: `Newcomers ${marker}`,
          steps: [{ title: 'Phone them' }, { title: 'Invite to lunch' }, { title: 'Welcome pack' }],
          rules: ['first-checkin', 'plan-a-visit', 'prayer-contact-me'],
          assignee: admin.user.id,
          dueInDays: 3,
        },
        overrideAccess: true,
      })
    ).id
  })

  it("adds one card at a person's first check-in ever, and none at their later ones", async () => {
    const person = await newPerson('First Timer')
    const registration = await register(person)
    const friday = await toggle(registration, 'friday', true)
    expect(friday.status).toBe(200)
    const cards = await cardsOf(person)
    expect(cards.map((card) => [card.rule, card.status, card.step, card.assignee])).toEqual([
      ['first-checkin', 'open', 0, admin.user.id],
    ])
    expect(new Date(cards[0]!.dueAt!).getTime()).toBeGreaterThan(Date.now() + 2.9 * 86_400_000)
    expect((await toggle(registration, 'saturday', true)).status).toBe(200)
    // Undone and done again is still not a first check-in, and the card, once worked, is not made again.
    await rest('POST', `/follow-up-cards/${cards[0]!.id}/remove`, { token: admin.token, body: { reason: 'Known' } })
    expect((await toggle(registration, 'friday', false)).status).toBe(200)
    expect((await toggle(registration, 'saturday', false)).status).toBe(200)
    expect((await toggle(registration, 'friday', true)).status).toBe(200)
    expect((await cardsOf(person)).length).toBe(1)
  })

  it('adds a card for a plan-a-visit form, one open card however many arrive', async () => {
    const email = uniqueEmail(`visit${marker}`)
    const submit = (ip: string) =>
      rest('POST', '/visit-plans/submit', {
        ip,
        body: { name: `Planner ${marker}`, email, mobile: '07700 900124', serviceDate: 'other', guestsCount: '2' },
      })
    expect((await submit('198.51.100.71')).status).toBe(200)
    expect((await submit('198.51.100.72')).status).toBe(200)
    const plans = await (
      await testPayload()
    ).find({ collection: 'visit-plans', where: { email: { equals: email } }, depth: 0, overrideAccess: true })
    expect(plans.docs.length).toBe(2)
    const person = plans.docs[0]!.person as number
    expect(plans.docs[1]!.person).toBe(person)
    const cards = await cardsOf(person)
    expect(cards.map((card) => [card.rule, card.status])).toEqual([['plan-a-visit', 'open']])
    // Once that card is done with, the next form puts them back on the list.
    await rest('POST', `/follow-up-cards/${cards[0]!.id}/remove`, { token: admin.token, body: { reason: 'Spoke' } })
    expect((await submit('198.51.100.73')).status).toBe(200)
    expect((await cardsOf(person, { status: { equals: 'open' } })).length).toBe(1)
    expect((await cardsOf(person)).length).toBe(2)
  })

  it('adds a card for a prayer request whose sender asked to be contacted, and none otherwise', async () => {
    const email = uniqueEmail(`prayer${marker}`)
    const sent = await rest('POST', '/prayer-requests/submit', {
      ip: '198.51.100.74',
      body: {
        fullName: `Prayer ${marker}`,
        phone: '07700 900125',
        email,
        prayerRequest: 'For my family',
        consent: true,
      },
    })
    expect(sent.status).toBe(200)
    const { docs } = await (
      await testPayload()
    ).find({ collection: 'prayer-requests', where: { email: { equals: email } }, depth: 0, overrideAccess: true })
    const person = docs[0]!.person as number
    expect((await cardsOf(person)).map((card) => card.rule)).toEqual(['prayer-contact-me'])

    const quiet = await newPerson('Quiet Prayer')
    await (
      await testPayload()
    ).create({
      collection: 'prayer-requests',
      data: {
        fullName: 'Quiet',
        phone: '07700 900126',
        email: uniqueEmail(marker),
        prayerRequest: 'x',
        consent: false,
        person: quiet,
      } as never,
      overrideAccess: true,
    })
    expect(await cardsOf(quiet)).toEqual([])
  })

  it('makes one card when the same rule fires for a person several times at once', async () => {
    const person = await newPerson('Concurrent')
    await Promise.all(Array.from({ length: 5 }, () => visitPlan(person)))
    expect((await cardsOf(person)).length).toBe(1)
  })

  it('leaves a list without the rule alone', async () => {
    const payload = await testPayload()
    const other = await payload.create({
      collection: 'follow-up-lists',
      data: { name: `Prayer only ${marker}`, steps: [{ title: 'Pray' }], rules: ['prayer-contact-me'], dueInDays: 7 },
      overrideAccess: true,
    })
    const person = await newPerson('One List')
    await visitPlan(person)
    const { docs } = await payload.find({
      collection: 'follow-up-cards',
      where: { person: { equals: person } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.map((card) => card.list)).toEqual([listId])
    expect(docs.map((card) => card.list)).not.toContain(other.id)
  })

  it('works a card: each tick moves a step on, the last completes it, and the history tells it', async () => {
    const person = await newPerson('Worked')
    await visitPlan(person)
    const [card] = await cardsOf(person)
    const tick = () => rest('POST', `/follow-up-cards/${card!.id}/tick`, { token: admin.token })
    expect((await tick()).json).toMatchObject({ step: 1, status: 'open' })
    // Two staff ticking at once move it one step each, in turn.
    const both = await Promise.all([tick(), tick()])
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 200])
    const done = (await (
      await testPayload()
    ).findByID({ collection: 'follow-up-cards', id: card!.id, depth: 0, overrideAccess: true })) as FollowUpCard
    expect(done).toMatchObject({ status: 'done', step: 2 })
    expect(done.completedAt).toBeTruthy()
    expect(done.history?.map((entry) => [entry.action, entry.fromStep, entry.toStep ?? null, entry.by])).toEqual([
      ['tick', 0, 1, admin.user.id],
      ['tick', 1, 2, admin.user.id],
      ['tick', 2, null, admin.user.id],
    ])
    const again = await tick()
    expect(again.status).toBe(409)
  })

  it('snoozes a card until a later date and removes one with a reason, refusing bad input unchanged', async () => {
    const person = await newPerson('Snoozed')
    await visitPlan(person)
    const [card] = await cardsOf(person)
    const post = (action: string, body: unknown) =>
      rest('POST', `/follow-up-cards/${card!.id}/${action}`, { token: admin.token, body })
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    const later = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
    expect((await post('snooze', { until: yesterday })).status).toBe(400)
    expect((await post('snooze', { until: 'soon' })).status).toBe(400)
    expect((await post('remove', { reason: '   ' })).status).toBe(400)
    const unchanged = await cardsOf(person)
    expect(unchanged[0]).toMatchObject({ status: 'open', step: 0, snoozedUntil: null })
    expect(unchanged[0]!.history ?? []).toEqual([])

    expect((await post('snooze', { until: later })).json).toMatchObject({ status: 'open' })
    expect((await cardsOf(person))[0]!.snoozedUntil?.slice(0, 10)).toBe(later)
    expect((await post('remove', { reason: 'Moved away' })).json).toMatchObject({ status: 'removed' })
    const removed = (await cardsOf(person))[0]!
    expect(removed).toMatchObject({ status: 'removed', removalReason: 'Moved away' })
    expect(removed.history?.map((entry) => entry.action)).toEqual(['snooze', 'remove'])
    expect((await rest('POST', '/follow-up-cards/99999999/tick', { token: admin.token })).status).toBe(404)
  })

  it('e-mails each staff member their new and overdue cards, never a prayer request', async () => {
    const payload = await testPayload()
    const digestAdmin = await staffUser('admin')
    const prayerText = `Please pray about my diagnosis ${marker}`
    const email = uniqueEmail(`digest${marker}`)
    await payload.update({
      collection: 'follow-up-lists',
      id: listId,
      data: { assignee: digestAdmin.user.id },
      overrideAccess: true,
    })
    try {
      await rest('POST', '/prayer-requests/submit', {
        ip: '198.51.100.75',
        body: {
          fullName: `Digest Prayer ${marker}`,
          phone: '07700 900127',
          email,
          prayerRequest: prayerText,
          consent: true,
        },
      })
      const overduePerson = await newPerson('Overdue')
      await visitPlan(overduePerson)
      const [overdue] = await cardsOf(overduePerson)
      const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString()
      await payload.update({
        collection: 'follow-up-cards',
        id: overdue!.id,
        data: { dueAt: twoDaysAgo },
        overrideAccess: true,
      })
      await poolOf(payload).query('UPDATE follow_up_cards SET created_at = $1 WHERE id = $2', [twoDaysAgo, overdue!.id])
      const before = new Date()
      await sendFollowUpDigest(payload)
      const { docs } = await payload.find({
        collection: 'email-outbox',
        where: {
          and: [{ to: { equals: digestAdmin.email } }, { createdAt: { greater_than_equal: before.toISOString() } }],
        },
        depth: 0,
        overrideAccess: true,
      })
      expect(docs.length).toBe(1)
      const message = docs[0]!
      expect(message.subject).toBe('Follow-ups: 1 overdue, 1 new')
      expect(message.text).toContain(`Digest Prayer ${marker} (Newcomers ${marker}: Phone them)`)
      expect(message.text).toMatch(new RegExp(`Overdue:\\n- Overdue ${marker} `))
      expect(message.text).toContain('/admin/my-follow-ups')
      for (const body of [message.text, message.html, message.subject]) expect(body).not.toContain('diagnosis')
    } finally {
      await payload.update({
        collection: 'follow-up-lists',
        id: listId,
        data: { assignee: admin.user.id },
        overrideAccess: true,
      })
    }
  })

  it("removes a person's cards with the person, and a list's cards with the list", async () => {
    const payload = await testPayload()
    const person = await newPerson('Deleted')
    await visitPlan(person)
    expect((await cardsOf(person)).length).toBe(1)
    expect((await rest('DELETE', `/people/${person}`, { token: admin.token })).status).toBe(200)
    expect(await cardsOf(person)).toEqual([])

    const list = await payload.create({
      collection: 'follow-up-lists',
      data: { name: `Short-lived ${marker}`, steps: [{ title: 'Call' }], rules: ['plan-a-visit'], dueInDays: 1 },
    })
    const other = await newPerson('Listed')
    await visitPlan(other)
    const onList = { list: { equals: list.id } }
    expect((await payload.count({ collection: 'follow-up-cards', where: onList })).totalDocs).toBe(1)
    expect((await rest('DELETE', `/follow-up-lists/${list.id}`, { token: admin.token })).status).toBe(200)
    expect((await payload.count({ collection: 'follow-up-cards', where: onList })).totalDocs).toBe(0)
  })

  describe('for a visitor and every role', () => {
    type Who = 'a visitor' | 'a user without a role' | 'an editor' | 'a volunteer' | 'a kiosk' | 'an admin'
    let callers: [Who, string | undefined][]
    let cardId: number

    beforeAll(async () => {
      const [noRole, editor, volunteer, kiosk] = await Promise.all([
        staffUser(null),
        staffUser('editor'),
        staffUser('volunteer'),
        staffUser('kiosk'),
      ])
      callers = [
        ['a visitor', undefined],
        ['a user without a role', noRole.token],
        ['an editor', editor.token],
        ['a volunteer', volunteer.token],
        ['a kiosk', kiosk.token],
        ['an admin', admin.token],
      ]
      const person = await newPerson('Access')
      await visitPlan(person)
      cardId = (await cardsOf(person))[0]!.id
      // Only admins follow people up: a card cannot be given to a volunteer, and one that somehow was
      // (their role changed since) is still not theirs to read.
      const payload = await testPayload()
      await expect(
        payload.update({ collection: 'follow-up-cards', id: cardId, data: { assignee: volunteer.user.id } }),
      ).rejects.toThrow(/Assignee/)
      await poolOf(payload).query('UPDATE follow_up_cards SET assignee_id = $1 WHERE id = $2', [
        volunteer.user.id,
        cardId,
      ])
    })

    it('lets only an admin read, write or work lists and cards over REST', async () => {
      const payload = await testPayload()
      for (const [who, token] of callers) {
        const isAdmin = who === 'an admin'
        for (const slug of ['follow-up-lists', 'follow-up-cards'] as const) {
          const list = await rest('GET', `/${slug}?depth=0&limit=5`, { token })
          expect([who, slug, list.status]).toEqual([who, slug, isAdmin ? 200 : 403])
          const id = slug === 'follow-up-lists' ? listId : cardId
          expect([who, slug, 'read', (await rest('GET', `/${slug}/${id}`, { token })).status]).toEqual([
            who,
            slug,
            'read',
            isAdmin ? 200 : 403,
          ])
          const before = (await payload.count({ collection: slug, overrideAccess: true })).totalDocs
          const body =
            slug === 'follow-up-lists'
              ? { name: `By ${who}`, steps: [{ title: 'One' }] }
              : { list: listId, person: (await payload.findByID({ collection: slug, id: cardId, depth: 0 })).person }
          const created = await rest('POST', `/${slug}`, { token, body })
          expect([who, slug, 'create', created.status]).toEqual([who, slug, 'create', isAdmin ? 201 : 403])
          if (isAdmin) await payload.delete({ collection: slug, id: (created.json.doc as { id: number }).id })
          expect((await payload.count({ collection: slug, overrideAccess: true })).totalDocs).toBe(before)
          if (!isAdmin) {
            expect((await rest('PATCH', `/${slug}/${id}`, { token, body: { name: 'x', dueAt: null } })).status).toBe(
              403,
            )
            expect((await rest('DELETE', `/${slug}/${id}`, { token })).status).toBe(403)
          }
        }
        if (!isAdmin) {
          for (const action of ['tick', 'snooze', 'remove']) {
            const answer = await rest('POST', `/follow-up-cards/${cardId}/${action}`, {
              token,
              body: { until: '2099-01-01', reason: 'No' },
            })
            expect([who, action, answer.status]).toEqual([who, action, 403])
          }
          expect(
            await payload.findByID({ collection: 'follow-up-cards', id: cardId, depth: 0, overrideAccess: true }),
          ).toMatchObject({ status: 'open', step: 0, snoozedUntil: null })
        }
      }
      // An admin may not set what only working the card sets.
      const forged = await rest('PATCH', `/follow-up-cards/${cardId}`, {
        token: admin.token,
        body: { status: 'done', step: 2, history: [], assignee: admin.user.id },
      })
      expect(forged.status).toBe(200)
      expect(
        await payload.findByID({ collection: 'follow-up-cards', id: cardId, depth: 0, overrideAccess: true }),
      ).toMatchObject({ status: 'open', step: 0 })
    })

    it('answers GraphQL with no list or card to anyone but an admin', async () => {
      for (const [who, token] of callers) {
        const result = await graphql(
          `{ FollowUpCards(where: { id: { equals: ${cardId} } }) { docs { id status person { fullName } } }
             FollowUpLists(where: { id: { equals: ${listId} } }) { docs { name } } }`,
          { token },
        )
        const cards = result.data?.FollowUpCards?.docs ?? []
        const lists = result.data?.FollowUpLists?.docs ?? []
        const n = who === 'an admin' ? 1 : 0
        expect([who, cards.length, lists.length]).toEqual([who, n, n])
        if (who !== 'an admin') expect(JSON.stringify(result)).not.toContain(marker)
      }
    })
  })
})
