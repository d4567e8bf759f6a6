import { beforeAll, describe, expect, it } from 'vitest'

import { parseRegistrationListQuery } from '@/registrations/rules/registration-filters'
import { readStaffEvent, type StaffEvent } from '@/events/list-staff-events'
import { listRegistrations } from '@/registrations/list-registrations'

import { createTestEvent, specEvent } from '../../helpers/events'
import { PAST_SESSIONS } from '../../helpers/past-sessions'
import { rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

describe('the registrations table, one event at a time, filtered and paged in the database', () => {
  const marker = `list${Date.now()}`
  let admin: Awaited<ReturnType<typeof staffUser>>
  let volunteer: Awaited<ReturnType<typeof staffUser>>
  let editor: Awaited<ReturnType<typeof staffUser>>
  let outreach: StaffEvent
  let mission: StaffEvent
  const ids: Record<string, number> = {}

  const asUser = (user: typeof admin) => ({ ...user.user, collection: 'users' }) as never
  const checkIn = async (registration: number, session: string) =>
    expect(
      (await rest('POST', '/checkins/toggle', { token: admin.token, body: { registration, session, checkedIn: true } }))
        .status,
    ).toBe(200)

  beforeAll(async () => {
    ;[admin, volunteer, editor] = await Promise.all([staffUser('admin'), staffUser('volunteer'), staffUser('editor')])
    const payload = await testPayload()
    outreach = (await readStaffEvent(payload, asUser(admin), (await specEvent(payload)).id))!
    mission = (await readStaffEvent(
      payload,
      asUser(admin),
      (await createTestEvent(payload, { title: `Mission ${marker}`, sessions: PAST_SESSIONS })).id,
    ))!
    const people: Array<[string, StaffEvent, Record<string, unknown>, string[]]> = [
      [
        'Olive Online',
        outreach,
        { attendanceChoice: ['online'], consentEmail: true, phone: '07700 900001', tags: ['choir', 'vip', 'usher'] },
        ['online'],
      ],
      ['Sunny Sunday', outreach, { attendanceChoice: ['super-sunday'], notes: 'x'.repeat(300) }, []],
      [
        'Bea Both',
        outreach,
        { attendanceChoice: ['online', 'super-sunday'], consentSms: true, phone: '07700 900002' },
        ['super-sunday'],
      ],
      ['Boris Both', outreach, { attendanceChoice: ['both'], tags: ['vip'] }, []],
      ['Fay Friday', mission, { attendanceChoice: ['friday'] }, ['friday']],
      ['Sid Sunday', mission, { attendanceChoice: ['sunday'] }, []],
      ['Alf All', mission, { attendanceChoice: ['friday', 'saturday', 'sunday'] }, ['friday', 'sunday']],
    ]
    for (const [name, event, data, sessions] of people) {
      const doc = await payload.create({
        collection: 'registrations',
        data: {
          event: event.id,
          fullName: `${name} ${marker}`,
          email: uniqueEmail(marker),
          attendanceChoice: ['online'],
          ...data,
        },
      })
      ids[name] = doc.id
      for (const session of sessions) await checkIn(doc.id, session)
    }
  })

  const names = async (query: string, event = outreach, user = admin) => {
    const page = await listRegistrations(
      await testPayload(),
      asUser(user),
      event,
      parseRegistrationListQuery(new URLSearchParams(`search=${marker}&${query}`)),
    )
    return page.rows.map((row) => row.fullName.replace(` ${marker}`, '')).sort()
  }

  it('applies each SPEC rule to the two-day event: attendance by choice, consent, phone, tag, check-in per day', async () => {
    expect(await names('')).toEqual(['Bea Both', 'Boris Both', 'Olive Online', 'Sunny Sunday'])
    expect(await names('attendance=online')).toEqual(['Bea Both', 'Boris Both', 'Olive Online'])
    expect(await names('attendance=in-person')).toEqual(['Bea Both', 'Boris Both', 'Sunny Sunday'])
    expect(await names('attendance=super-sunday')).toEqual(['Bea Both', 'Boris Both', 'Sunny Sunday'])
    expect(await names('attendance=both')).toEqual(['Bea Both', 'Boris Both'])
    expect(await names('gdpr=consented')).toEqual(['Bea Both', 'Olive Online'])
    expect(await names('gdpr=not-consented')).toEqual(['Boris Both', 'Sunny Sunday'])
    expect(await names('phone=with-phone')).toEqual(['Bea Both', 'Olive Online'])
    expect(await names('phone=without-phone')).toEqual(['Boris Both', 'Sunny Sunday'])
    expect(await names('tag=%20vip%20')).toEqual(['Boris Both', 'Olive Online'])
    expect(await names('day1=checked-in')).toEqual(['Olive Online'])
    expect(await names('day2=checked-in')).toEqual(['Bea Both'])
    expect(await names('day2=not-checked-in&attendance=both')).toEqual(['Boris Both'])
  })

  it('shows the check-ins of each row by session', async () => {
    const page = await listRegistrations(
      await testPayload(),
      asUser(admin),
      outreach,
      parseRegistrationListQuery(new URLSearchParams(`search=Bea Both ${marker}`)),
    )
    expect(page.rows[0]).toMatchObject({
      attendanceChoice: ['online', 'super-sunday', 'both'],
      checkedIn: ['super-sunday'],
    })
  })

  it("lists another event's registrations only under it, with its own sessions to filter on", async () => {
    expect(await names('', mission)).toEqual(['Alf All', 'Fay Friday', 'Sid Sunday'])
    expect(await names('attendance=friday', mission)).toEqual(['Alf All', 'Fay Friday'])
    expect(await names('attendance=saturday', mission)).toEqual(['Alf All'])
    // Its all-sessions marker is "all"; the two-day event's is "both".
    expect(mission.allSessionsKey).toBe('all')
    expect(await names('attendance=all', mission)).toEqual(['Alf All'])
    expect(await names('attendance=all')).toEqual(['Bea Both', 'Boris Both', 'Olive Online', 'Sunny Sunday'])
    expect(await names('day1=checked-in', mission)).toEqual(['Alf All', 'Fay Friday'])
    expect(await names('day3=checked-in', mission)).toEqual(['Alf All'])
    expect(await names('day3=not-checked-in', mission)).toEqual(['Fay Friday', 'Sid Sunday'])
    expect(await names('day1=not-checked-in&day2=not-checked-in', mission)).toEqual(['Sid Sunday'])
    // The other event's session keys mean nothing here: like any stray value in a URL, they filter nothing.
    expect(await names('attendance=super-sunday', mission)).toEqual(['Alf All', 'Fay Friday', 'Sid Sunday'])
  })

  it('searches name, e-mail and phone without regard to case, within the event', async () => {
    const payload = await testPayload()
    const user = asUser(admin)
    const search = async (term: string, event = outreach) =>
      (
        await listRegistrations(payload, user, event, parseRegistrationListQuery(new URLSearchParams({ search: term })))
      ).rows.map((row) => row.id)
    expect(await search(`OLIVE ONLINE ${marker.toUpperCase()}`)).toEqual([ids['Olive Online']])
    expect(await search(`OLIVE ONLINE ${marker.toUpperCase()}`, mission)).toEqual([])
    expect(await search('07700 900002')).toContain(ids['Bea Both'])
    const email = (
      await payload.findByID({ collection: 'registrations', id: ids['Sunny Sunday']!, overrideAccess: true })
    ).email!
    expect(await search(email.toUpperCase())).toEqual([ids['Sunny Sunday']])
  })

  it('pages 25 at a time with a stable order, and sorts on request', async () => {
    const payload = await testPayload()
    const pageMarker = `${marker}p`
    for (let i = 0; i < 30; i++) {
      await payload.create({
        collection: 'registrations',
        data: {
          event: outreach.id,
          fullName: `Pager ${String(i).padStart(2, '0')} ${pageMarker}`,
          email: uniqueEmail(pageMarker),
          attendanceChoice: ['online'],
        },
      })
    }
    const user = asUser(admin)
    const first = await listRegistrations(
      payload,
      user,
      outreach,
      parseRegistrationListQuery(new URLSearchParams(`search=${pageMarker}&sort=fullName`)),
    )
    const second = await listRegistrations(
      payload,
      user,
      outreach,
      parseRegistrationListQuery(new URLSearchParams(`search=${pageMarker}&sort=fullName&page=2`)),
    )
    expect(first).toMatchObject({ totalDocs: 30, totalPages: 2, page: 1 })
    expect(first.rows).toHaveLength(25)
    expect(second.rows).toHaveLength(5)
    expect(first.rows[0]!.fullName).toBe(`Pager 00 ${pageMarker}`)
    expect(second.rows.at(-1)!.fullName).toBe(`Pager 29 ${pageMarker}`)
    const newest = await listRegistrations(
      payload,
      user,
      outreach,
      parseRegistrationListQuery(new URLSearchParams(`search=${pageMarker}`)),
    )
    expect(newest.rows[0]!.fullName).toBe(`Pager 29 ${pageMarker}`)
    expect(
      (
        await listRegistrations(
          payload,
          user,
          mission,
          parseRegistrationListQuery(new URLSearchParams(`search=${pageMarker}`)),
        )
      ).totalDocs,
    ).toBe(0)
  })

  it('shows tags and notes to admins only, and nothing to editors', async () => {
    // The table is the admins' view; its search covers e-mail and phone, which only admins may read (or query).
    await expect(
      listRegistrations(
        await testPayload(),
        asUser(volunteer),
        outreach,
        parseRegistrationListQuery(new URLSearchParams(`search=Olive ${marker}`)),
      ),
    ).rejects.toThrow(/cannot be queried/i)
    const asVolunteer = await listRegistrations(
      await testPayload(),
      asUser(volunteer),
      outreach,
      parseRegistrationListQuery(new URLSearchParams('day1=checked-in')),
    )
    expect(asVolunteer.rows.find((row) => row.fullName === `Olive Online ${marker}`)).toMatchObject({
      tags: [],
      notes: null,
      email: null,
      phone: null,
    })
    const asAdmin = await listRegistrations(
      await testPayload(),
      asUser(admin),
      outreach,
      parseRegistrationListQuery(new URLSearchParams(`search=Olive ${marker}`)),
    )
    expect(asAdmin.rows[0]!.tags).toEqual(['choir', 'vip', 'usher'])
    await expect(
      listRegistrations(
        await testPayload(),
        asUser(editor),
        outreach,
        parseRegistrationListQuery(new URLSearchParams()),
      ),
    ).rejects.toThrow(/not allowed/i)
  })
})

describe('the search indexes', () => {
  it('are created by the migrations, so name, e-mail and phone searches use an index', async () => {
    const pool = (
      (await testPayload()).db as unknown as {
        pool: { query: (sql: string) => Promise<{ rows: Array<{ indexname: string }> }> }
      }
    ).pool
    const { rows } = await pool.query(
      `SELECT indexname FROM pg_indexes WHERE tablename = 'registrations' AND indexname LIKE '%_trgm' ORDER BY indexname`,
    )
    expect(rows.map((row) => row.indexname)).toEqual([
      'registrations_email_trgm',
      'registrations_full_name_trgm',
      'registrations_phone_trgm',
    ])
  })

  it('include the default order (newest first, id as tiebreak), so deep pages read an index', async () => {
    const pool = (
      (await testPayload()).db as unknown as {
        pool: { query: (sql: string) => Promise<{ rows: Array<{ indexdef: string }> }> }
      }
    ).pool
    const { rows } = await pool.query(
      `SELECT indexdef FROM pg_indexes WHERE indexname = 'registrations_created_at_id_idx'`,
    )
    expect(rows[0]?.indexdef).toMatch(/\(created_at DESC, id DESC\)/)
  })
})
