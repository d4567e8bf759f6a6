import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { MANAGE_MESSAGES } from '@/registrations/manage-registration'
import { hashToken } from '@/platform/crypto/tokens'
import { VERIFY_MESSAGES } from '@/registrations/verify-registration-email'

import { specEvent } from '../../helpers/events'
import { rest, runConfirmationsFor, testPayload, uniqueEmail } from '../../helpers/payload'
import { expectPlaceCountsExact } from '../../helpers/place-counts'

const register = (body: Record<string, unknown>, ip = `198.51.100.${Math.floor(Math.random() * 250)}`) =>
  rest('POST', '/registrations/register', { body, ip })

async function registrationsFor(email: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'registrations',
    where: { email: { equals: email } },
    overrideAccess: true,
    showHiddenFields: true,
    depth: 0,
  })
  return docs
}

async function outboxFor(email: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'email-outbox',
    where: { to: { equals: email } },
    sort: '-createdAt',
    depth: 0,
  })
  return docs
}

const manageTokenIn = (text: string) => /manage-registration\?token=([\w-]+)/.exec(text)![1]!

type OutboxMessage = Awaited<ReturnType<typeof outboxFor>>[number]

/** Works through the person's own queued confirmations until their e-mail is out; newest first. */
async function runJobsUntilSent(email: string, isDone = (docs: OutboxMessage[]) => docs.length > 0) {
  const payload = await testPayload()
  return vi.waitFor(
    async () => {
      const { docs: registrations } = await payload.find({
        collection: 'registrations',
        where: { email: { equals: email } },
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      await runConfirmationsFor(registrations.map((registration) => registration.id))
      const docs = await outboxFor(email)
      if (!isDone(docs)) throw new Error('not sent yet')
      return docs
    },
    { timeout: 20_000, interval: 500 },
  )
}

// The form without an event slug is the featured event's: the SPEC outreach event.
beforeAll(async () => {
  await specEvent(await testPayload())
})

// Whatever these tests write, every event's kept place counts still match its rows.
afterAll(expectPlaceCountsExact)

describe('event registration', () => {
  afterEach(() => {
    process.env.FORM_RATE_LIMIT = 'off'
  })

  it('stores a registration with trimmed, lower-cased details and answers with the fixed message', async () => {
    const email = uniqueEmail('store')
    const { status, json } = await register({
      fullName: '  Mary  Jones ',
      email: `  ${email.toUpperCase()} `,
      phone: '  ',
      attendanceChoice: ['online'],
      consentEmail: true,
      website: '',
    })
    expect(status).toBe(200)
    expect(json).toEqual({
      ok: true,
      message: 'Thank you for registering! We look forward to seeing you at the event.',
    })
    const [stored, ...others] = await registrationsFor(email)
    expect(others).toHaveLength(0)
    expect(stored!.fullName).toBe('Mary Jones')
    expect(stored!.phone).toBeNull()
    expect(stored!.attendanceChoice).toEqual(['online'])
    expect(stored!.consentGdpr).toBe(true)
    expect(stored!.consentSource).toBe('event-registration-form')
    expect(stored!.consentWording).toMatch(/^\[2025-09-v1\] E-mail: Yes, .* may e-mail me/)
  })

  it('adds to the same person registering again instead of adding a duplicate; family members stay distinct', async () => {
    const email = uniqueEmail('repeat')
    await register({ fullName: 'Tom Smith', email, attendanceChoice: ['online'] })
    const again = await register({
      fullName: 'tom  smith',
      email,
      attendanceChoice: ['super-sunday'],
      phone: '07700 900123',
    })
    expect(again.json).toEqual({
      ok: true,
      message: 'Thank you for registering! We look forward to seeing you at the event.',
    })
    await register({ fullName: 'Ann Smith', email, attendanceChoice: ['both'] })
    const docs = await registrationsFor(email)
    expect(docs).toHaveLength(2)
    const tom = docs.find((d) => d.fullName.toLowerCase() === 'tom smith')!
    expect(tom.attendanceChoice).toEqual(['online', 'super-sunday', 'both'])
    // No phone was stored, so the repeat may fill it in.
    expect(tom.phone).toBe('07700 900123')
  })

  it('lets a repeat submission add days but never remove them or change the phone', async () => {
    const email = uniqueEmail('takeover')
    await register({ fullName: 'Paula Phone', email, phone: '07700 900001', attendanceChoice: ['both'] })
    const repeat = await register({
      fullName: 'Paula Phone',
      email,
      phone: '07700 900666',
      attendanceChoice: ['online'],
    })
    expect(repeat.json).toEqual({
      ok: true,
      message: 'Thank you for registering! We look forward to seeing you at the event.',
    })
    const [stored, ...others] = await registrationsFor(email)
    expect(others).toHaveLength(0)
    expect(stored!.phone).toBe('07700 900001')
    expect(stored!.attendanceChoice).toEqual(['online', 'super-sunday', 'both'])
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const email = uniqueEmail('bot')
    const { status, json } = await register({
      fullName: 'Bot',
      email,
      attendanceChoice: ['online'],
      website: 'http://spam.example',
    })
    expect(status).toBe(200)
    expect(json).toEqual({
      ok: true,
      message: 'Thank you for registering! We look forward to seeing you at the event.',
    })
    expect(await registrationsFor(email)).toHaveLength(0)
  })

  it('refuses bad input with a 400 and a message per field, storing nothing', async () => {
    const email = uniqueEmail('bad')
    const missing = await register({ fullName: ' ', email, attendanceChoice: ['online'] })
    expect(missing.status).toBe(400)
    expect(missing.json.errors).toMatchObject({ fullName: 'Please fill in your name and email address.' })
    const noDays = await register({ fullName: 'A', email, attendanceChoice: [] })
    expect(noDays.status).toBe(400)
    expect(noDays.json.errors).toMatchObject({ attendanceChoice: 'Please choose which events you plan to attend.' })
    const badEmail = await register({ fullName: 'A', email: 'not-an-email', attendanceChoice: ['online'] })
    expect(badEmail.status).toBe(400)
    expect(badEmail.json.errors).toHaveProperty('email')
    expect(await registrationsFor(email)).toHaveLength(0)
  })

  it('ignores every field a visitor may not set (mass assignment)', async () => {
    const email = uniqueEmail('mass')
    await register({
      fullName: 'Mass Assign',
      email,
      attendanceChoice: ['online'],
      day1Checkin: true,
      checkedInSessions: '|online|',
      tags: ['vip'],
      notes: 'x',
      consentGdpr: true,
      emailVerifiedAt: '2020-01-01T00:00:00.000Z',
      verificationTokenHash: 'x',
      identityKey: 'someone-else',
    })
    const [stored] = await registrationsFor(email)
    // Being let in at a session is a check-in record, which only door staff make.
    expect(stored!.checkedInSessions).toBe('|')
    const payload = await testPayload()
    expect(
      (await payload.count({ collection: 'checkins', where: { registration: { equals: stored!.id } } })).totalDocs,
    ).toBe(0)
    expect(stored!.tags ?? []).toEqual([])
    expect(stored!.notes).toBeFalsy()
    expect(stored!.consentGdpr).toBe(false)
    expect(stored!.emailVerifiedAt).toBeFalsy()
  })

  it('rate limits repeated submissions from one address with a 429 and a clear message', async () => {
    process.env.FORM_RATE_LIMIT = '3/60'
    const ip = `203.0.113.${Math.floor(Math.random() * 250)}`
    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await register({ fullName: `R ${i}`, email: uniqueEmail('rate'), attendanceChoice: ['online'] }, ip)).status,
      )
    expect(statuses).toEqual([200, 200, 200, 429])
    const limited = await register({ fullName: 'R', email: uniqueEmail('rate'), attendanceChoice: ['online'] }, ip)
    expect(limited.json.message).toMatch(/Too many submissions/)
    expect(
      (await register({ fullName: 'Other', email: uniqueEmail('rate'), attendanceChoice: ['online'] }, '192.0.2.77'))
        .status,
    ).toBe(200)
  })

  it('e-mails a confirmation with the chosen days, calendar files and a verification link that works once', async () => {
    const email = uniqueEmail('mail')
    await register({ fullName: 'Grace <b>Hopper</b>', email, attendanceChoice: ['both'] })
    const messages = await runJobsUntilSent(email)
    expect(messages).toHaveLength(1)
    const message = messages[0]
    expect(message!.subject).toMatch(/You're registered/)
    expect(message!.text).toContain('Online Crusade: Saturday 20 September 2025, 5:00 PM – 7:00 PM (UK time)')
    expect(message!.text).toContain('Super Sunday: Sunday 21 September 2025, 10:30 AM – 12:30 PM (UK time)')
    expect(message!.html).not.toContain('<b>Hopper</b>')
    expect((message!.attachments as { filename: string }[]).map((a) => a.filename)).toEqual([
      'day1.ics',
      'day2.ics',
      'check-in-qr.png',
    ])
    // The preferences link names nobody: the address is sealed in its token.
    expect(message!.text).toContain('/preferences?token=')
    expect(message!.text).not.toContain(Buffer.from(email).toString('base64url').slice(0, 16))

    const link = /(http\S+\/verify-email\?token=([\w-]+))/.exec(message!.text!)
    expect(link?.[1]).toMatch(/^http:\/\/localhost:3999\/verify-email\?token=/)
    const token = link![2]!
    expect(token.length).toBeGreaterThanOrEqual(22)
    const [stored] = await registrationsFor(email)
    expect(stored!.verificationTokenHash).toBe(hashToken(token))
    expect(JSON.stringify(stored)).not.toContain(token)

    const first = await rest('POST', '/registrations/verify', { body: { token } })
    expect(first.json).toEqual({ success: true, message: VERIFY_MESSAGES.verified })
    expect((await registrationsFor(email))[0]!.emailVerifiedAt).toBeTruthy()
    const second = await rest('POST', '/registrations/verify', { body: { token } })
    expect(second.json).toEqual({ success: true, message: VERIFY_MESSAGES.alreadyVerified })
  })

  it('refuses an unknown, missing or expired token without revealing anything', async () => {
    expect((await rest('POST', '/registrations/verify', { body: { token: 'nope' } })).json).toEqual({
      success: false,
      message: VERIFY_MESSAGES.invalid,
    })
    const missing = await rest('POST', '/registrations/verify', { body: {} })
    expect(missing.status).toBe(400)
    expect(missing.json.message).toBe('No verification token provided')

    const email = uniqueEmail('expired')
    await register({ fullName: 'Late Person', email, attendanceChoice: ['online'] })
    const token = /verify-email\?token=([\w-]+)/.exec((await runJobsUntilSent(email))[0]!.text!)![1]!
    const payload = await testPayload()
    const [stored] = await registrationsFor(email)
    await payload.update({
      collection: 'registrations',
      id: stored!.id,
      data: { verificationTokenExpiresAt: '2020-01-01T00:00:00.000Z' },
      overrideAccess: true,
    })
    expect((await rest('POST', '/registrations/verify', { body: { token } })).json).toEqual({
      success: false,
      message: VERIFY_MESSAGES.expired,
    })
  })

  it('a GET of the verify address changes nothing', async () => {
    const { status } = await rest('GET', '/registrations/verify?token=abc')
    expect(status).not.toBe(200)
  })

  it('stores each of 200 concurrent registrations exactly once', async () => {
    const emails = Array.from({ length: 200 }, (_, i) => uniqueEmail(`burst${i}`))
    const results = await Promise.all(
      emails.map((email, i) =>
        register(
          { fullName: `Burst Person ${i}`, email, attendanceChoice: ['online'] },
          `10.1.${Math.floor(i / 250)}.${i % 250}`,
        ),
      ),
    )
    expect(results.every((r) => r.status === 200)).toBe(true)
    const payload = await testPayload()
    const { docs: stored } = await payload.find({
      collection: 'registrations',
      where: { email: { in: emails } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    expect(stored).toHaveLength(200)
    // Each has its confirmation queued, and each goes once.
    await runConfirmationsFor(stored.map((registration) => registration.id))
    const { totalDocs: sent } = await payload.count({ collection: 'email-outbox', where: { to: { in: emails } } })
    expect(sent).toBe(200)
  }, 180_000)
})

describe('the private manage-my-registration link', () => {
  it('shows, changes and cancels only that registration, and tells staff of a cancellation', async () => {
    const email = uniqueEmail('manage')
    await register({ fullName: 'Manny Manage', email, attendanceChoice: ['online'] })
    const token = manageTokenIn((await runJobsUntilSent(email))[0]!.text!)

    const viewed = await rest('POST', '/registrations/manage', { body: { action: 'view', token } })
    expect(viewed.json).toEqual({
      success: true,
      registration: {
        firstName: 'Manny',
        attendanceChoice: ['online'],
        waitingFor: [],
        isCancelled: false,
        group: [],
        checkinCode: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/),
        answers: {},
        privateAnswered: [],
      },
    })

    const updated = await rest('POST', '/registrations/manage', {
      body: { action: 'update', token, attendanceChoice: ['online', 'super-sunday'] },
    })
    expect(updated.json).toMatchObject({
      success: true,
      registration: { attendanceChoice: ['online', 'super-sunday', 'both'] },
    })

    const cancelled = await rest('POST', '/registrations/manage', { body: { action: 'cancel', token } })
    expect(cancelled.json).toMatchObject({ success: true, registration: { isCancelled: true } })
    const [stored] = await registrationsFor(email)
    expect(stored!.cancelledAt).toBeTruthy()
    const payload = await testPayload()
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    const staffMail = (await outboxFor(settings.enquiriesEmail)).find((m) => m.text?.includes(email))
    expect(staffMail?.subject).toBe('A registration was cancelled')
  })

  it('keeps a cancelled registration cancelled when the form is sent again, and tells the owner how to restore it', async () => {
    const email = uniqueEmail('returning')
    await register({ fullName: 'Rita Return', email, attendanceChoice: ['online'] })
    const token = manageTokenIn((await runJobsUntilSent(email))[0]!.text!)
    await rest('POST', '/registrations/manage', { body: { action: 'cancel', token } })

    const again = await register({
      fullName: 'Rita Return',
      email,
      phone: '07700 900555',
      attendanceChoice: ['super-sunday'],
    })
    expect(again.json).toEqual({
      ok: true,
      message: 'Thank you for registering! We look forward to seeing you at the event.',
    })
    const [stored, ...others] = await registrationsFor(email)
    expect(others).toHaveLength(0)
    expect(stored!.cancelledAt).toBeTruthy()
    expect(stored!.attendanceChoice).toEqual(['online'])
    expect(stored!.phone).toBeNull()

    const isNotice = (message: OutboxMessage) => Boolean(message.subject?.startsWith('Your registration is cancelled'))
    const notice = (await runJobsUntilSent(email, (docs) => docs.some(isNotice))).find(isNotice)!
    expect(manageTokenIn(notice.text!)).toBe(token)

    const restored = await rest('POST', '/registrations/manage', {
      body: { action: 'restore', token, attendanceChoice: ['super-sunday'] },
    })
    expect(restored.json).toMatchObject({
      success: true,
      registration: { isCancelled: false, attendanceChoice: ['super-sunday'] },
    })
    expect((await registrationsFor(email))[0]!.cancelledAt ?? null).toBeNull()
    expect(
      (
        await rest('POST', '/registrations/manage', {
          body: { action: 'restore', token, attendanceChoice: ['online'] },
        })
      ).json,
    ).toEqual({ success: false, message: MANAGE_MESSAGES.notCancelled })
  })

  it("keeps the owner's link working after someone else sends the form with their name and address", async () => {
    const email = uniqueEmail('keep-link')
    await register({ fullName: 'Linda Link', email, attendanceChoice: ['online'] })
    const token = manageTokenIn((await runJobsUntilSent(email))[0]!.text!)

    await register({ fullName: 'Linda Link', email, attendanceChoice: ['super-sunday'] })
    const messages = await runJobsUntilSent(email, (docs) => docs.length === 2)
    // The owner hears of it, and the newer e-mail carries the same link.
    expect(manageTokenIn(messages[0]!.text!)).toBe(token)
    const viewed = await rest('POST', '/registrations/manage', { body: { action: 'view', token } })
    expect(viewed.json).toEqual({
      success: true,
      registration: {
        firstName: 'Linda',
        attendanceChoice: ['online', 'super-sunday', 'both'],
        waitingFor: [],
        isCancelled: false,
        group: [],
        checkinCode: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/),
        answers: {},
        privateAnswered: [],
      },
    })
  })

  it('refuses an unknown token and reveals nothing', async () => {
    const { json } = await rest('POST', '/registrations/manage', { body: { action: 'view', token: 'not-a-token' } })
    expect(json).toEqual({
      success: false,
      message: 'This link is not valid. Please use the link in your most recent confirmation e-mail.',
    })
  })
})
