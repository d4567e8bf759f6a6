import config from '@payload-config'
import Papa from 'papaparse'
import { handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { everyCaller, rest, testPayload, uniqueEmail } from '../../helpers/payload'
import { RECORD_TABLES } from '@/privacy/shared'
import { REPORTS } from '@/overview/rules/report-tables'

/** The file's rows as cells, without the BOM or the last line's CRLF. */
const rowsOf = (csv: unknown) => Papa.parse<string[]>(String(csv).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data

/**
 * The complete backup beside the registrations file: people, households, follow-up lists and cards,
 * one CSV each, for admins only; and a prayer request's text in none of them, nor in anything an
 * editor can download.
 */
describe('backup of people, households and follow-ups', () => {
  const marker = `bk${Date.now()}`
  const email = uniqueEmail(`backup${marker}`)
  const prayerText = `Pray for my secret worry ${marker}`
  let callers: Awaited<ReturnType<typeof everyCaller>>
  let adminToken: string
  let person: number
  let household: number
  let list: number
  let card: number

  beforeAll(async () => {
    const payload = await testPayload()
    callers = await everyCaller()
    adminToken = callers.find(([who]) => who === 'an admin')![1]!
    household = (await payload.create({ collection: 'households', data: { name: `Household ${marker}` } })).id
    person = (
      await payload.create({
        collection: 'people',
        data: {
          fullName: `Backup Person ${marker}`,
          emails: [{ email }],
          phones: [{ phone: '07700 900321' }],
          household,
          notes: `Note ${marker}`,
        },
        overrideAccess: true,
      })
    ).id
    list = (
      await payload.create({
        collection: 'follow-up-lists',
        data: { name: `List ${marker}`, steps: [{ title: 'Phone' }, { title: 'Visit' }], dueInDays: 7 },
        overrideAccess: true,
      })
    ).id
    card = (
      await payload.create({
        collection: 'follow-up-cards',
        data: { list, person, step: 1, status: 'open', dueAt: '2030-01-02T00:00:00.000Z' },
        overrideAccess: true,
      })
    ).id
    // The prayer request's sender is a person too (the form links them) and asked to be contacted.
    await payload.create({
      collection: 'prayer-requests',
      data: {
        fullName: `Backup Person ${marker}`,
        phone: '07700 900321',
        email,
        prayerRequest: prayerText,
        consent: true,
        status: 'new',
      },
      overrideAccess: true,
    })
  })

  it('gives an admin every person, household, follow-up list and card as CSV, linked by ID', async () => {
    const get = async (table: string) => {
      const response = await rest('GET', `/privacy/backup/${table}`, { token: adminToken })
      expect(response.status, table).toBe(200)
      return rowsOf(response.json)
    }
    const [peopleHeader, ...people] = await get('people')
    expect(peopleHeader!.slice(0, 5)).toEqual(['ID', 'Full Name', 'Emails', 'Phones', 'Household ID'])
    expect(people.find((row) => row[0] === String(person))).toEqual(
      expect.arrayContaining([`Backup Person ${marker}`, email, '07700 900321', String(household), `Note ${marker}`]),
    )
    const [, ...households] = await get('households')
    expect(households.find((row) => row[0] === String(household))?.[1]).toBe(`Household ${marker}`)
    const [, ...lists] = await get('follow-up-lists')
    expect(lists.find((row) => row[0] === String(list))?.slice(1, 3)).toEqual([`List ${marker}`, 'Phone | Visit'])
    const [cardHeader, ...cards] = await get('follow-up-cards')
    const cardRow = cards.find((row) => row[0] === String(card))!
    expect(Object.fromEntries(cardHeader!.map((column, index) => [column, cardRow[index]]))).toMatchObject({
      'List ID': String(list),
      'Person ID': String(person),
      Step: '1',
      Due: '2030-01-02T00:00:00.000Z',
      Status: 'open',
    })
  })

  it('names each file by its table and the day, and refuses a table it does not export', async () => {
    const response = await fetchHeaders('/privacy/backup/households')
    expect(response).toMatch(/^attachment; filename="households-\d{4}-\d{2}-\d{2}\.csv"$/)
    const unknown = await rest('GET', '/privacy/backup/prayer-requests', { token: adminToken })
    expect(unknown.status).toBe(404)
    expect(String(unknown.json)).not.toContain(marker)
  })

  it('refuses a visitor, a user without a role, an editor and a volunteer', async () => {
    for (const [who, token] of callers.filter(([who]) => who !== 'an admin')) {
      for (const table of RECORD_TABLES) {
        const refused = await rest('GET', `/privacy/backup/${table}`, { token })
        expect(refused.status, `${who} ${table}`).toBe(403)
        expect(JSON.stringify(refused.json)).not.toContain(marker)
      }
    }
  })

  it("keeps a prayer request's text out of the backup files, the reports, and everything an editor can download", async () => {
    const editorToken = callers.find(([who]) => who === 'an editor')![1]
    const downloads = [
      '/registrations/export?backup=1',
      '/registrations/export',
      ...REPORTS.map((report) => `/reports/csv?report=${report}`),
      ...RECORD_TABLES.map((table) => `/privacy/backup/${table}`),
      `/privacy/subject?email=${encodeURIComponent(email)}`,
      `/privacy/subject/export?email=${encodeURIComponent(email)}`,
    ]
    for (const path of downloads) {
      const asEditor = await rest('GET', path, { token: editorToken })
      expect(asEditor.status, path).toBe(403)
      expect(JSON.stringify(asEditor.json), path).not.toContain('secret worry')
    }
    // The text is there to find: the admin's subject access bundle holds it, as the law asks.
    const bundle = await rest('GET', `/privacy/subject/export?email=${encodeURIComponent(email)}`, {
      token: adminToken,
    })
    expect(JSON.stringify(bundle.json)).toContain('secret worry')
    // An admin's backup files and reports hold none of it either: the text lives only on the request.
    for (const path of downloads.filter((path) => !path.startsWith('/privacy/subject'))) {
      const asAdmin = await rest('GET', path, { token: adminToken })
      expect(asAdmin.status, path).toBe(200)
      expect(JSON.stringify(asAdmin.json), path).not.toContain('secret worry')
    }
  })

  /** The download's Content-Disposition, which `rest` does not return. */
  async function fetchHeaders(path: string) {
    const request = new Request(`${process.env.SITE_URL}/api${path}`, {
      headers: { authorization: `JWT ${adminToken}` },
    })
    const response = await handleEndpoints({ config, request, path: `/api${path}` })
    return response.headers.get('content-disposition')
  }
})
