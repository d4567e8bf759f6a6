import { beforeAll, describe, expect, it } from 'vitest'

import { PERSON_LINKED_TABLES, readDuplicatePairs, type DuplicatePair } from '@/people'
import { poolOf } from '@/platform/database/pool'

import { createTestEvent, specEvent } from '../../helpers/events'
import { rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

type Token = string
const marker = () => `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function makePerson(fullName: string, emails: string[] = [], phones: string[] = []): Promise<number> {
  const payload = await testPayload()
  const person = await payload.create({
    collection: 'people',
    data: { fullName, emails: emails.map((email) => ({ email })), phones: phones.map((phone) => ({ phone })) },
    overrideAccess: true,
  })
  made.push(person.id)
  return person.id
}

/**
 * The possible duplicates among the people this file made, in the order the pages show them. (The
 * whole list over the shared test database, made by every other file, is slow: see the README.)
 */
const made: number[] = []
const allDuplicates = async (): Promise<DuplicatePair[]> => readDuplicatePairs(await testPayload(), made)

const pairOf = (pairs: DuplicatePair[], one: number, other: number) =>
  pairs.find((pair) => pair.a.id === Math.min(one, other) && pair.b.id === Math.max(one, other))

/** The ids of every row about a person, per linked table. */
async function rowsOf(person: number): Promise<Record<string, number[]>> {
  const pool = poolOf(await testPayload())
  const result: Record<string, number[]> = {}
  for (const table of PERSON_LINKED_TABLES) {
    const { rows } = await pool.query<{ id: number }>(`SELECT id FROM ${table} WHERE person_id = $1 ORDER BY id`, [
      person,
    ])
    result[table] = rows.map((row) => row.id)
  }
  return result
}

/** A row in every linked table, made the person's. */
async function linkOneOfEach(person: number, email: string, eventId: number): Promise<void> {
  const payload = await testPayload()
  const pool = poolOf(payload)
  const registration = await payload.create({
    collection: 'registrations',
    data: { event: eventId, fullName: 'Linked Row', email, attendanceChoice: ['friday'] },
    overrideAccess: true,
  })
  const checkin = await payload.create({
    collection: 'checkins',
    data: { registration: registration.id, session: 'friday' } as never,
    overrideAccess: true,
  })
  const at = new Date().toISOString()
  const inserted = {
    registrations: registration.id,
    checkins: checkin.id,
    consent_records: (
      await pool.query(
        `INSERT INTO consent_records (email, channel, purpose, action, recorded_at, source) VALUES ($1, 'email', 'marketing', 'given', $2, 'event-registration-form') RETURNING id`,
        [email, at],
      )
    ).rows[0].id,
    message_deliveries: null,
    suppressions: (
      await pool.query(`INSERT INTO suppressions (email, source) VALUES ($1, 'unsubscribe') RETURNING id`, [email])
    ).rows[0].id,
    visit_plans: (
      await pool.query(
        `INSERT INTO visit_plans (name, email, mobile, service_date, guests_count, status) VALUES ('Linked Row', $1, '07700 900999', 'this-sunday', '1', 'new') RETURNING id`,
        [email],
      )
    ).rows[0].id,
    foundation_school_applications: null,
    prayer_requests: (
      await pool.query(
        `INSERT INTO prayer_requests (full_name, phone, email, prayer_request, consent) VALUES ('Linked Row', '01242 000111', $1, 'Private words', true) RETURNING id`,
        [email],
      )
    ).rows[0].id,
  }
  for (const [table, id] of Object.entries(inserted))
    if (id !== null) await pool.query(`UPDATE ${table} SET person_id = $1 WHERE id = $2`, [person, id])
}

describe('possible duplicates', () => {
  let admin: Token

  beforeAll(async () => {
    admin = (await staffUser('admin')).token
  })

  it('pairs people by a shared address however written, a shared phone, a typo and a similar name, scored by evidence', async () => {
    const m = marker()
    const mary = await makePerson(`Mary ${m}`, [`Mary.${m}@gmail.com`])
    const maryDotted = await makePerson(`Mary ${m}`, [`mary${m}+church@GoogleMail.com`])
    const tom = await makePerson(`Thomas Q${m}`, [], ['07700 900111'])
    const tommy = await makePerson(`Tom Q${m}`, [], ['+44 7700 900111'])
    const typo = await makePerson(`Anna Z${m}`, [`anna.${m}@example.org`])
    const typoToo = await makePerson(`Anna Z${m}`, [`anna.${m}x@example.org`])
    const typoElsewhere = await makePerson(`Bob Y${m}`, [`bob.${m}@example.org`])
    const typoOtherDomain = await makePerson(`Bob Y${m}`, [`bob.${m}x@example.net`])
    const family = await makePerson(`Jane F${m}`, [`family.${m}@example.org`])
    const familyToo = await makePerson(`Peter F${m}`, [`FAMILY.${m}@example.org`])
    const stranger = await makePerson(`Zed Unrelated`, [`zed.${m}@example.com`])

    const pairs = await allDuplicates()
    // Same address key (Gmail dots, +tag and case ignored) and the same name: 4 + 3 + 3.
    expect(pairOf(pairs, mary, maryDotted)).toMatchObject({
      score: 10,
      reasons: ['same-email', 'same-first-name', 'same-surname'],
    })
    // Same phone however typed, and Tom is Thomas's short form.
    expect(pairOf(pairs, tom, tommy)).toMatchObject({
      score: 10,
      reasons: ['same-phone', 'same-first-name', 'same-surname'],
    })
    // One typing mistake apart on the same domain.
    expect(pairOf(pairs, typo, typoToo)?.reasons).toContain('email-typo')
    expect(pairOf(pairs, typoElsewhere, typoOtherDomain)?.reasons ?? []).not.toContain('email-typo')
    // A family sharing an address is listed too, scored lower.
    const familyPair = pairOf(pairs, family, familyToo)!
    expect(familyPair.reasons).toEqual(expect.arrayContaining(['same-email', 'same-surname']))
    expect(familyPair.reasons).not.toContain('same-first-name')
    expect(familyPair.score).toBeLessThan(pairOf(pairs, mary, maryDotted)!.score)
    expect(pairs.some((pair) => [pair.a.id, pair.b.id].includes(stranger))).toBe(false)
    // Highest score first.
    const scores = pairs.map((pair) => pair.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))

    // Over REST, for an admin.
    const answer = await rest('GET', '/people/duplicates?page=1', { token: admin })
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({ page: 1 })
  })

  it('never lists merged or anonymised people, nor a pair an admin said are not the same person', async () => {
    const m = marker()
    const one = await makePerson(`Ruth ${m}`, [`ruth.${m}@example.org`])
    const other = await makePerson(`Ruth ${m}`, [`ruth.${m}@example.org`])
    const gone = await makePerson(`Ruth ${m}`, [`ruth.${m}@example.org`])
    await poolOf(await testPayload()).query(`UPDATE people SET anonymised_at = now() WHERE id = $1`, [gone])
    expect(pairOf(await allDuplicates(), one, other)).toBeDefined()
    expect((await allDuplicates()).some((pair) => [pair.a.id, pair.b.id].includes(gone))).toBe(false)

    const marked = await rest('POST', '/people/not-the-same', { token: admin, body: { a: other, b: one } })
    expect(marked).toMatchObject({ status: 200, json: { isNew: true } })
    expect(pairOf(await allDuplicates(), one, other)).toBeUndefined()
    // Marked again (either way round): still once, still hidden.
    expect(await rest('POST', '/people/not-the-same', { token: admin, body: { a: one, b: other } })).toMatchObject({
      status: 200,
      json: { isNew: false },
    })
    const { rows } = await poolOf(await testPayload()).query(
      `SELECT person_a_id, person_b_id FROM people_distinct WHERE person_a_id = $1`,
      [Math.min(one, other)],
    )
    expect(rows).toEqual([{ person_a_id: Math.min(one, other), person_b_id: Math.max(one, other) }])
  })

  it('refuses bad input with a clear message and stores nothing', async () => {
    const one = await makePerson(`Solo ${marker()}`)
    const count = async () =>
      (await poolOf(await testPayload()).query(`SELECT count(*)::int AS n FROM people_distinct`)).rows[0].n
    const before = await count()
    const same = await rest('POST', '/people/not-the-same', { token: admin, body: { a: one, b: one } })
    expect(same).toMatchObject({ status: 400, json: { message: 'Choose two different people.' } })
    const missing = await rest('POST', '/people/not-the-same', { token: admin, body: { a: one, b: 999_999_999 } })
    expect(missing.status).toBe(404)
    const junk = await rest('POST', '/people/not-the-same', { token: admin, body: { a: 'x' } })
    expect(junk.status).toBe(400)
    expect(await count()).toBe(before)
  })
})

describe('the kept possible duplicates', () => {
  it('follow every change: a new address pairs two people, a rename and a removed address unpair them, a merge drops the merged', async () => {
    const payload = await testPayload()
    const pool = poolOf(payload)
    const m = marker()
    const one = await makePerson(`Iris Q${m}`, [`iris.${m}@example.org`])
    const other = await makePerson(`Oscar W${m}`, [`oscar.${m}@example.org`])
    expect(pairOf(await allDuplicates(), one, other)).toBeUndefined()

    // Oscar gets Iris's address (a Payload update rewrites the array rows), and is renamed Iris: the same person, by every sign.
    await payload.update({
      collection: 'people',
      id: other,
      data: {
        fullName: `Iris Q${m}`,
        emails: [{ email: `oscar.${m}@example.org` }, { email: `IRIS.${m}@example.org` }],
      },
      overrideAccess: true,
    })
    expect(pairOf(await allDuplicates(), one, other)?.reasons).toEqual([
      'same-email',
      'same-first-name',
      'same-surname',
    ])

    // The address goes (raw SQL, as the forms write): only the name is left.
    await pool.query(`DELETE FROM people_emails WHERE _parent_id = $1 AND key = $2`, [other, `iris.${m}@example.org`])
    expect(pairOf(await allDuplicates(), one, other)?.reasons).toEqual(['same-first-name', 'same-surname'])

    // Renamed someone else entirely: nothing is shared.
    await pool.query(`UPDATE people SET full_name = $2 WHERE id = $1`, [other, `Oscar W${m}`])
    expect(pairOf(await allDuplicates(), one, other)).toBeUndefined()

    const third = await makePerson(`Iris Q${m}`, [`iris.${m}@example.org`])
    expect(pairOf(await allDuplicates(), one, third)).toBeDefined()
    await pool.query(`UPDATE people SET merged_into_id = $1 WHERE id = $2`, [one, third])
    expect((await allDuplicates()).some((pair) => [pair.a.id, pair.b.id].includes(third))).toBe(false)
  })

  it('pairs names alike within a surname, and drops the pairs of a name once more than 20 share it', async () => {
    const m = marker()
    const jon = await makePerson(`Zorvina Brightwater${m}`)
    const john = await makePerson(`Zorvena Brightwater${m}`)
    // Not short forms of each other, not one name: alike (pg_trgm) and the same surname.
    expect(pairOf(await allDuplicates(), jon, john)).toMatchObject({
      score: 5,
      reasons: ['same-surname', 'similar-name'],
    })

    const crowd = [await makePerson(`Ruth Crowd${m}`), await makePerson(`Ruth Crowd${m}`)]
    expect(pairOf(await allDuplicates(), crowd[0]!, crowd[1]!)).toBeDefined()
    for (let n = 0; n < 19; n++) crowd.push(await makePerson(`Ruth Crowd${m}`))
    expect((await allDuplicates()).some((pair) => crowd.includes(pair.a.id) && crowd.includes(pair.b.id))).toBe(false)
    // One leaves (anonymised): 20 are left, and they pair again.
    await poolOf(await testPayload()).query(`UPDATE people SET anonymised_at = now() WHERE id = $1`, [crowd.at(-1)])
    expect(pairOf(await allDuplicates(), crowd[0]!, crowd[1]!)).toBeDefined()
  })

  it('a refresh and the forms write at once without either waiting for the other or losing a change', async () => {
    const m = marker()
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        n % 2 ? allDuplicates() : makePerson(`Kim Race${m}`, [`kim.${m}@example.org`]),
      ),
    )
    const people = results.filter((value): value is number => typeof value === 'number')
    const pairs = (await allDuplicates()).filter((pair) => people.includes(pair.a.id) && people.includes(pair.b.id))
    expect(pairs).toHaveLength((people.length * (people.length - 1)) / 2)
  })
})

describe('merging two people, and undoing it', () => {
  let admin: Token
  let eventId: number

  beforeAll(async () => {
    admin = (await staffUser('admin')).token
    eventId = (await createTestEvent(await testPayload())).id
  })

  it('moves every linked row to the kept person, unites their details, audits it, and undo puts everything back exactly', async () => {
    const payload = await testPayload()
    const pool = poolOf(payload)
    const m = marker()
    const keptEmail = uniqueEmail(`kept${m}`)
    const mergedEmail = uniqueEmail(`merged${m}`)
    const keep = await makePerson(`Sam Keep${m}`, [keptEmail], ['07700 900201'])
    const merge = await makePerson(`Samuel Keep${m}`, [mergedEmail, keptEmail.toUpperCase()], ['07700 900202'])
    const household = await payload.create({ collection: 'households', data: { name: 'Merged household' } })
    await pool.query(`UPDATE people SET household_id = $1, notes = 'Merged note' WHERE id = $2`, [household.id, merge])
    await pool.query(`UPDATE people SET notes = 'Kept note' WHERE id = $1`, [keep])
    await linkOneOfEach(keep, keptEmail, eventId)
    await linkOneOfEach(merge, mergedEmail, eventId)
    const keptRows = await rowsOf(keep)
    const mergedRows = await rowsOf(merge)
    const keptEmails = (
      await pool.query(`SELECT id, email, key, _order FROM people_emails WHERE _parent_id = $1 ORDER BY _order`, [keep])
    ).rows
    const consentBefore = (
      await pool.query(`SELECT email, channel, action FROM consent_records WHERE id = ANY($1::int[]) ORDER BY id`, [
        [...keptRows.consent_records!, ...mergedRows.consent_records!],
      ])
    ).rows

    const merged = await rest('POST', '/people/merge', { token: admin, body: { keep, merge } })
    expect(merged.status).toBe(200)
    const mergeId = (merged.json as { merge: number }).merge

    const after = await rowsOf(keep)
    for (const table of PERSON_LINKED_TABLES)
      expect([table, after[table]]).toEqual([table, [...keptRows[table]!, ...mergedRows[table]!].sort((a, b) => a - b)])
    expect(Object.values(await rowsOf(merge)).flat()).toEqual([])
    const keptNow = await payload.findByID({ collection: 'people', id: keep, depth: 0, overrideAccess: true })
    // The newer record's name; every address and phone once; its household; both notes.
    expect(keptNow.fullName).toBe(`Samuel Keep${m}`)
    expect(keptNow.emails?.map((row) => row.email)).toEqual([keptEmail, mergedEmail])
    expect(keptNow.phones?.map((row) => row.phone)).toEqual(['07700 900201', '07700 900202'])
    expect(keptNow.household).toBe(household.id)
    expect(keptNow.notes).toBe('Kept note\n\nMerged note')
    const mergedNow = await payload.findByID({ collection: 'people', id: merge, depth: 0, overrideAccess: true })
    expect(mergedNow.mergedInto).toBe(keep)
    // Consent records are history: they moved, each still its address's, unchanged.
    expect(
      (
        await pool.query(`SELECT email, channel, action FROM consent_records WHERE id = ANY($1::int[]) ORDER BY id`, [
          [...keptRows.consent_records!, ...mergedRows.consent_records!],
        ])
      ).rows,
    ).toEqual(consentBefore)
    const { docs: logged } = await payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'person-merge' } }, { target: { equals: `people:${keep}` } }] },
      overrideAccess: true,
    })
    expect(logged).toHaveLength(1)
    // A merged person cannot be merged again.
    expect((await rest('POST', '/people/merge', { token: admin, body: { keep, merge } })).status).toBe(409)

    const undone = await rest('POST', '/people/undo-merge', { token: admin, body: { merge: mergeId } })
    expect(undone.status).toBe(200)
    expect(await rowsOf(keep)).toEqual(keptRows)
    expect(await rowsOf(merge)).toEqual(mergedRows)
    const keptBack = await payload.findByID({ collection: 'people', id: keep, depth: 0, overrideAccess: true })
    expect(keptBack).toMatchObject({ fullName: `Sam Keep${m}`, household: null, notes: 'Kept note' })
    expect(
      (
        await pool.query(`SELECT id, email, key, _order FROM people_emails WHERE _parent_id = $1 ORDER BY _order`, [
          keep,
        ])
      ).rows,
    ).toEqual(keptEmails)
    expect(keptBack.phones?.map((row) => row.phone)).toEqual(['07700 900201'])
    expect(
      (await payload.findByID({ collection: 'people', id: merge, depth: 0, overrideAccess: true })).mergedInto,
    ).toBeNull()
    expect(
      (
        await payload.find({
          collection: 'audit-log',
          where: { action: { equals: 'person-unmerge' } },
          overrideAccess: true,
        })
      ).docs.some((entry) => entry.target === `people:${merge}`),
    ).toBe(true)
    // Undone once only.
    expect((await rest('POST', '/people/undo-merge', { token: admin, body: { merge: mergeId } })).status).toBe(409)
  })

  it('keeps the name the admin chose', async () => {
    const m = marker()
    const keep = await makePerson(`Old Name${m}`)
    const merge = await makePerson(`New Name${m}`)
    const merged = await rest('POST', '/people/merge', {
      token: admin,
      body: { keep, merge, fullName: `Chosen Name${m}` },
    })
    expect(merged.status).toBe(200)
    const kept = await (await testPayload()).findByID({ collection: 'people', id: keep, overrideAccess: true })
    expect(kept.fullName).toBe(`Chosen Name${m}`)
  })

  it('links what later comes for the merged person’s address to the kept person', async () => {
    const m = marker()
    const address = `merged.${m}@example.org`
    const keep = await makePerson(`Kept Address${m}`, [`kept.${m}@example.org`])
    const merge = await makePerson(`Merged Address${m}`, [address])
    expect((await rest('POST', '/people/merge', { token: admin, body: { keep, merge } })).status).toBe(200)
    const suppression = await (
      await testPayload()
    ).create({
      collection: 'suppressions',
      data: { email: address, source: 'unsubscribe' },
      overrideAccess: true,
      depth: 0,
    })
    expect(suppression.person).toBe(keep)
  })

  it('refuses a merge older than 30 days to undo, and bad input, changing nothing', async () => {
    const pool = poolOf(await testPayload())
    const keep = await makePerson(`Late ${marker()}`)
    const merge = await makePerson(`Late ${marker()}`)
    const merged = await rest('POST', '/people/merge', { token: admin, body: { keep, merge } })
    const mergeId = (merged.json as { merge: number }).merge
    await pool.query(`UPDATE person_merges SET merged_at = now() - interval '31 days' WHERE id = $1`, [mergeId])
    const late = await rest('POST', '/people/undo-merge', { token: admin, body: { merge: mergeId } })
    expect(late).toMatchObject({ status: 409, json: { message: 'A merge can be undone for 30 days only.' } })
    expect((await pool.query(`SELECT merged_into_id FROM people WHERE id = $1`, [merge])).rows[0].merged_into_id).toBe(
      keep,
    )

    expect((await rest('POST', '/people/merge', { token: admin, body: { keep, merge: keep } })).status).toBe(400)
    expect((await rest('POST', '/people/merge', { token: admin, body: { keep, merge: 999_999_999 } })).status).toBe(404)
    expect((await rest('POST', '/people/merge', { token: admin, body: {} })).status).toBe(400)
    expect((await rest('POST', '/people/undo-merge', { token: admin, body: { merge: 999_999_999 } })).status).toBe(404)
  })

  it('merges a person with 50 registrations, moving every one', async () => {
    const payload = await testPayload()
    const pool = poolOf(payload)
    const keep = await makePerson(`Busy ${marker()}`)
    const merge = await makePerson(`Busy ${marker()}`)
    const email = uniqueEmail('busy')
    await pool.query(
      `INSERT INTO registrations (event_id, full_name, email, person_id) SELECT $1, 'Busy', $2, $3 FROM generate_series(1, 50)`,
      [eventId, email, merge],
    )
    const merged = await rest('POST', '/people/merge', { token: admin, body: { keep, merge } })
    expect(merged.status).toBe(200)
    expect((await rowsOf(keep)).registrations).toHaveLength(50)
    expect((await rowsOf(merge)).registrations).toHaveLength(0)
  })

  it('joins a form sent after a merge, under the name the merge did not keep, to the kept person', async () => {
    await specEvent(await testPayload())
    const email = uniqueEmail('after-merge')
    const name = `Rhea After${marker()}`
    const merged = await makePerson(name, [email])
    const kept = await makePerson(`Kept After${marker()}`, [uniqueEmail('after-kept')])
    expect((await rest('POST', '/people/merge', { token: admin, body: { keep: kept, merge: merged } })).status).toBe(
      200,
    )
    const ip = '198.51.100.60'
    const answers = await Promise.all([
      rest('POST', '/registrations/register', { ip, body: { fullName: name, email, attendanceChoice: ['online'] } }),
      rest('POST', '/visit-plans/submit', {
        ip,
        body: { name, email, mobile: '07700 900151', serviceDate: 'other', guestsCount: '1' },
      }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    const { rows } = await poolOf(await testPayload()).query(
      `SELECT person_id FROM registrations WHERE email = $1 UNION ALL SELECT person_id FROM visit_plans WHERE email = $1`,
      [email],
    )
    expect(rows).toEqual([{ person_id: kept }, { person_id: kept }])
  })

  it('forms matching a person while an admin merges them into another leave nothing with the merged person', async () => {
    await specEvent(await testPayload())
    for (let round = 0; round < 4; round++) {
      const email = uniqueEmail('race-form')
      const name = `Rhea Race${marker()}`
      const merged = await makePerson(name, [email])
      const kept = await makePerson(`Kept Race${marker()}`, [uniqueEmail('race-kept')])
      const ip = `198.51.100.${round + 10}`
      const answers = await Promise.all([
        rest('POST', '/registrations/register', { ip, body: { fullName: name, email, attendanceChoice: ['online'] } }),
        rest('POST', '/visit-plans/submit', {
          ip,
          body: { name, email, mobile: '07700 900150', serviceDate: 'other', guestsCount: '1' },
        }),
        rest('POST', '/people/merge', { token: admin, body: { keep: kept, merge: merged } }),
      ])
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
      expect(Object.values(await rowsOf(merged)).flat()).toEqual([])
      const { rows } = await poolOf(await testPayload()).query(
        `SELECT person_id FROM registrations WHERE email = $1 UNION ALL SELECT person_id FROM visit_plans WHERE email = $1`,
        [email],
      )
      expect(rows).toEqual([{ person_id: kept }, { person_id: kept }])
    }
  })

  it('two merges of the same pair at once, either way round, make one merge and corrupt nothing', async () => {
    const payload = await testPayload()
    const pool = poolOf(payload)
    const one = await makePerson(`Race ${marker()}`, [uniqueEmail('race-one')])
    const other = await makePerson(`Race ${marker()}`, [uniqueEmail('race-other')])
    await linkOneOfEach(one, uniqueEmail('race-one-rows'), eventId)
    await linkOneOfEach(other, uniqueEmail('race-other-rows'), eventId)
    const all = [...Object.values(await rowsOf(one)).flat(), ...Object.values(await rowsOf(other)).flat()].length
    const answers = await Promise.all([
      rest('POST', '/people/merge', { token: admin, body: { keep: one, merge: other } }),
      rest('POST', '/people/merge', { token: admin, body: { keep: other, merge: one } }),
      rest('POST', '/people/merge', { token: admin, body: { keep: one, merge: other } }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
    const { rows } = await pool.query(`SELECT id, merged_into_id FROM people WHERE id IN ($1, $2) ORDER BY id`, [
      one,
      other,
    ])
    const live = rows.filter((row) => row.merged_into_id === null)
    expect(live).toHaveLength(1)
    expect(Object.values(await rowsOf(live[0].id)).flat()).toHaveLength(all)
    const { rows: merges } = await pool.query(
      `SELECT count(*)::int AS n FROM person_merges WHERE (kept_id, merged_id) IN (($1, $2), ($2, $1))`,
      [one, other],
    )
    expect(merges[0].n).toBe(1)
  })
})
