import { beforeAll, describe, expect, it } from 'vitest'

import { parseRegistrationListQuery } from '@/lib/schemas/registration-filters'
import { listRegistrations } from '@/server/registrations/list-registrations'

import { staffUser, testPayload, uniqueEmail } from '../helpers/payload'

describe('the registrations table, filtered and paged in the database', () => {
  const marker = `list${Date.now()}`
  let admin: Awaited<ReturnType<typeof staffUser>>
  let volunteer: Awaited<ReturnType<typeof staffUser>>
  let editor: Awaited<ReturnType<typeof staffUser>>
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    ;[admin, volunteer, editor] = await Promise.all([staffUser('admin'), staffUser('volunteer'), staffUser('editor')])
    const payload = await testPayload()
    const people: Array<[string, Record<string, unknown>]> = [
      ['Olive Online', { attendanceChoice: ['online'], consentEmail: true, phone: '07700 900001', tags: ['choir', 'vip', 'usher'], day1Checkin: true }],
      ['Sunny Sunday', { attendanceChoice: ['super-sunday'], notes: 'x'.repeat(300) }],
      ['Bea Both', { attendanceChoice: ['online', 'super-sunday'], consentSms: true, phone: '07700 900002', day2Checkin: true }],
      ['Boris Both', { attendanceChoice: ['both'], tags: ['vip'] }],
    ]
    for (const [name, data] of people) {
      const doc = await payload.create({ collection: 'registrations', data: { fullName: `${name} ${marker}`, email: uniqueEmail(marker), attendanceChoice: ['online'], ...data } })
      ids[name] = doc.id
    }
  })

  const names = async (query: string, user = admin.user) => {
    const page = await listRegistrations(await testPayload(), { ...user, collection: 'users' } as never, parseRegistrationListQuery(new URLSearchParams(`search=${marker}&${query}`)))
    return page.rows.map((row) => row.fullName.replace(` ${marker}`, '')).sort()
  }

  it('applies each SPEC rule: attendance by classification, consent, phone, tag, check-in per day', async () => {
    expect(await names('')).toEqual(['Bea Both', 'Boris Both', 'Olive Online', 'Sunny Sunday'])
    expect(await names('attendance=online')).toEqual(['Bea Both', 'Boris Both', 'Olive Online'])
    expect(await names('attendance=in-person')).toEqual(['Bea Both', 'Boris Both', 'Sunny Sunday'])
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

  it('searches name, e-mail and phone without regard to case', async () => {
    const payload = await testPayload()
    const user = { ...admin.user, collection: 'users' } as never
    const search = async (term: string) =>
      (await listRegistrations(payload, user, parseRegistrationListQuery(new URLSearchParams({ search: term })))).rows.map((row) => row.id)
    expect(await search(`OLIVE ONLINE ${marker.toUpperCase()}`)).toEqual([ids['Olive Online']])
    expect(await search('07700 900002')).toContain(ids['Bea Both'])
    const email = (await payload.findByID({ collection: 'registrations', id: ids['Sunny Sunday']!, overrideAccess: true })).email!
    expect(await search(email.toUpperCase())).toEqual([ids['Sunny Sunday']])
  })

  it('pages 25 at a time with a stable order, and sorts on request', async () => {
    const payload = await testPayload()
    const pageMarker = `${marker}p`
    for (let i = 0; i < 30; i++) {
      await payload.create({ collection: 'registrations', data: { fullName: `Pager ${String(i).padStart(2, '0')} ${pageMarker}`, email: uniqueEmail(pageMarker), attendanceChoice: ['online'] } })
    }
    const user = { ...admin.user, collection: 'users' } as never
    const first = await listRegistrations(payload, user, parseRegistrationListQuery(new URLSearchParams(`search=${pageMarker}&sort=fullName`)))
    const second = await listRegistrations(payload, user, parseRegistrationListQuery(new URLSearchParams(`search=${pageMarker}&sort=fullName&page=2`)))
    expect(first).toMatchObject({ totalDocs: 30, totalPages: 2, page: 1 })
    expect(first.rows).toHaveLength(25)
    expect(second.rows).toHaveLength(5)
    expect(first.rows[0]!.fullName).toBe(`Pager 00 ${pageMarker}`)
    expect(second.rows.at(-1)!.fullName).toBe(`Pager 29 ${pageMarker}`)
    const newest = await listRegistrations(payload, user, parseRegistrationListQuery(new URLSearchParams(`search=${pageMarker}`)))
    expect(newest.rows[0]!.fullName).toBe(`Pager 29 ${pageMarker}`)
  })

  it('shows tags and notes to admins only, and nothing to editors', async () => {
    const asVolunteer = await listRegistrations(await testPayload(), { ...volunteer.user, collection: 'users' } as never, parseRegistrationListQuery(new URLSearchParams(`search=Olive ${marker}`)))
    expect(asVolunteer.rows[0]).toMatchObject({ fullName: `Olive Online ${marker}`, tags: [], notes: null })
    const asAdmin = await listRegistrations(await testPayload(), { ...admin.user, collection: 'users' } as never, parseRegistrationListQuery(new URLSearchParams(`search=Olive ${marker}`)))
    expect(asAdmin.rows[0]!.tags).toEqual(['choir', 'vip', 'usher'])
    await expect(
      listRegistrations(await testPayload(), { ...editor.user, collection: 'users' } as never, parseRegistrationListQuery(new URLSearchParams())),
    ).rejects.toThrow(/not allowed/i)
  })
})

describe('the search indexes', () => {
  it('are created by the migrations, so name, e-mail and phone searches use an index', async () => {
    const pool = ((await testPayload()).db as unknown as { pool: { query: (sql: string) => Promise<{ rows: Array<{ indexname: string }> }> } }).pool
    const { rows } = await pool.query(`SELECT indexname FROM pg_indexes WHERE tablename = 'registrations' AND indexname LIKE '%_trgm' ORDER BY indexname`)
    expect(rows.map((row) => row.indexname)).toEqual(['registrations_email_trgm', 'registrations_full_name_trgm', 'registrations_phone_trgm'])
  })

  it('include the default order (newest first, id as tiebreak), so deep pages read an index', async () => {
    const pool = ((await testPayload()).db as unknown as { pool: { query: (sql: string) => Promise<{ rows: Array<{ indexdef: string }> }> } }).pool
    const { rows } = await pool.query(`SELECT indexdef FROM pg_indexes WHERE indexname = 'registrations_created_at_id_idx'`)
    expect(rows[0]?.indexdef).toMatch(/\(created_at DESC, id DESC\)/)
  })
})
