import config from '@payload-config'
import { handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { REGISTRATION_CSV_COLUMNS } from '@/lib/csv'

import { staffUser, testPayload, uniqueEmail } from '../helpers/payload'

async function get(path: string, token?: string) {
  const headers = new Headers()
  if (token) headers.set('authorization', `JWT ${token}`)
  const request = new Request(`${process.env.SITE_URL}/api${path}`, { headers })
  return handleEndpoints({ config, request, path: `/api${path.split('?')[0]}` })
}

/** `Response.text()` drops a byte-order mark, so read the bytes to see it. */
async function readCsv(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer())
  const hasBom = bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))
  return { hasBom, text: bytes.subarray(hasBom ? 3 : 0).toString('utf8') }
}

describe('registration stats and CSV export', () => {
  let adminToken: string
  let volunteerToken: string
  let editorToken: string
  const marker = `csv${Date.now()}`

  beforeAll(async () => {
    const [admin, volunteer, editor] = await Promise.all([staffUser('admin'), staffUser('volunteer'), staffUser('editor')])
    adminToken = admin.token
    volunteerToken = volunteer.token
    editorToken = editor.token
  })

  it('counts by the SPEC classification in one query, with zero-safe totals', async () => {
    const payload = await testPayload()
    const before = await (await get('/registrations/stats', adminToken)).json()
    const make = (attendanceChoice: ('online' | 'super-sunday' | 'both')[], extra: Record<string, unknown> = {}) =>
      payload.create({ collection: 'registrations', data: { fullName: 'Stat Person', email: uniqueEmail('stat'), attendanceChoice, ...extra } })
    await make(['online'], { consentEmail: true, day1Checkin: true })
    await make(['super-sunday'], { day2Checkin: true })
    await make(['online', 'super-sunday'])
    await make(['both'])
    const cancelled = await make(['online'])
    await payload.update({ collection: 'registrations', id: cancelled.id, data: { cancelledAt: new Date().toISOString() }, overrideAccess: true })

    const after = await (await get('/registrations/stats', adminToken)).json()
    const delta = Object.fromEntries(Object.keys(after).map((key) => [key, after[key] - before[key]]))
    expect(delta).toEqual({ totalRegistrations: 4, onlineCount: 1, inPersonCount: 1, bothCount: 2, gdprConsent: 1, day1CheckedIn: 1, day2CheckedIn: 1, cancelledCount: 1, day1Expected: 3, day2Expected: 3 })
  })

  it('exports what the filter selects, with the SPEC columns, Yes/No and neutralised formulas', async () => {
    const payload = await testPayload()
    await payload.create({
      collection: 'registrations',
      data: { fullName: `=HYPERLINK("http://evil") ${marker}`, email: uniqueEmail(marker), phone: '+44 7700 900999', attendanceChoice: ['online'], consentEmail: true, tags: ['vip', 'choir'], notes: 'Line one, "quoted"\nline two' },
    })
    await payload.create({ collection: 'registrations', data: { fullName: `Zoë Siân ${marker}`, email: uniqueEmail(marker), attendanceChoice: ['super-sunday'] } })

    const response = await get(`/registrations/export?search=${marker}&attendance=online`, adminToken)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="registrations-\d{4}-\d{2}-\d{2}\.csv"/)
    const { hasBom, text: body } = await readCsv(response)
    expect(hasBom).toBe(true)
    const lines = body.split('\r\n')
    expect(lines[0]).toBe(REGISTRATION_CSV_COLUMNS.join(','))
    expect(body).toContain(`"'=HYPERLINK(""http://evil"") ${marker}"`)
    expect(body).toContain('Yes')
    expect(body).toContain('"Line one, ""quoted""\nline two"')
    expect(body).not.toContain('Zoë')

    const { text: all } = await readCsv(await get(`/registrations/export?search=${marker}`, adminToken))
    expect(all).toContain(`Zoë Siân ${marker}`)
  })

  it('writes the full backup with an ID column first and ISO timestamps', async () => {
    const response = await get('/registrations/export?backup=1', adminToken)
    expect(response.headers.get('content-disposition')).toMatch(/complete-data-backup-\d{4}-\d{2}-\d{2}\.csv/)
    const [header, first] = (await readCsv(response)).text.split('\r\n')
    expect(header!.startsWith('ID,Full Name,')).toBe(true)
    expect(first).toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/)
  })

  it('is for admins only: volunteers, editors and visitors cannot export or read the stats', async () => {
    for (const token of [volunteerToken, editorToken, undefined]) {
      expect((await get('/registrations/export', token)).status).toBe(403)
      expect((await get('/registrations/stats', token)).status).toBe(403)
    }
  })
})
