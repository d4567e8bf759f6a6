import { describe, expect, it, vi } from 'vitest'

import { CANDIDATES_PER_KEY, emailKey, personCandidatesSql, resolvePerson, resolveRegistrationPeople } from '@/people'
import { phoneKey } from '@/platform/data/phone-key'
import { poolOf } from '@/platform/database/pool'

import { testPayload } from '../../helpers/payload'

const seen = { at: new Date(), via: 'plan-a-visit' as const }
const tag = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6)

/**
 * Starts `writers` while another session holds `person` with `lock`, and lets go once `waiting` sessions
 * wait on a lock: the writers then meet at the same point, the worst interleaving, every time.
 */
async function heldBack<T>(
  person: number,
  lock: 'FOR SHARE' | 'FOR UPDATE',
  waiting: number,
  writers: () => Promise<T>,
): Promise<T> {
  const holder = await poolOf(await testPayload()).connect()
  let started: Promise<T>
  try {
    await holder.query('BEGIN')
    await holder.query(`SELECT 1 FROM people WHERE id = $1 ${lock}`, [person])
    started = writers()
    await vi.waitFor(
      async () => {
        // Within the holder's transaction the activity view is a snapshot unless cleared.
        await holder.query('SELECT pg_stat_clear_snapshot()')
        const { rows } = await holder.query<{ waiting: string }>(
          `SELECT count(*) AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )
        expect(Number(rows[0]!.waiting)).toBe(waiting)
      },
      { timeout: 10_000, interval: 20 },
    )
  } finally {
    await holder.query('COMMIT')
    holder.release()
  }
  return started
}

/** Who a form's sender is, against the database: the edge cases of matching as the forms meet them. */
describe('finding the person a form is from', () => {
  const resolve = async (fullName: string, email: string | null, phone: string | null) =>
    resolvePerson(poolOf(await testPayload()), { fullName, email, phone }, seen)

  it('finds a Gmail address however it is written, and elsewhere ignores case but not dots', async () => {
    const t = tag()
    const gmail = await resolve(`Mary Smith${t}`, `Mary.Smith.${t}@Gmail.com`, null)
    expect(await resolve(`mary smith${t}`, `marysmith${t}+church@googlemail.com`, null)).toBe(gmail)
    const elsewhere = await resolve(`Ann Lee${t}`, `Ann.Lee.${t}@Example.org`, null)
    expect(await resolve(`ann lee${t}`, `ann.lee.${t}@EXAMPLE.ORG`, null)).toBe(elsewhere)
    expect(await resolve(`Ann Lee${t}`, `annlee${t}@example.org`, null)).not.toBe(elsewhere)
  })

  it('finds the same phone however typed with a similar name, and refuses the phone with another name', async () => {
    const t = tag()
    const digits = String(Date.now()).slice(-6)
    const jonathan = await resolve(`Jonathan Smith${t}`, null, `07700 ${digits}`)
    expect(await resolve(`Jonathon Smith${t}`, null, `+44 7700 ${digits}`)).toBe(jonathan)
    expect(await resolve(`Peter Brown${t}`, null, `07700${digits}`)).not.toBe(jonathan)
  })

  it('refuses a similar or equal name with nothing else shared', async () => {
    const t = tag()
    const first = await resolve(`Grace Hopper${t}`, `grace.${t}@example.org`, null)
    expect(await resolve(`Grace Hopper${t}`, `other.${t}@example.org`, null)).not.toBe(first)
    expect(await resolve(`Grace Hoper${t}`, null, null)).not.toBe(first)
  })

  it('compares a submission with the first people sharing its phone only, so a phone that many share costs no more', async () => {
    // Names nothing alike (random letters), so that only the phone is shared; the phone is this test's own.
    const word = () => Math.random().toString(36).slice(2, 9).replace(/[0-9]/g, 'q')
    const phone = `07700 ${String(Date.now()).slice(-6)}`
    const firstName = `Ruth ${word()}`
    const first = await resolve(firstName, null, phone)
    const names = Array.from({ length: CANDIDATES_PER_KEY + 4 }, () => `${word()} ${word()}`)
    const others: number[] = []
    for (const name of names) others.push(await resolve(name, null, phone))
    expect(new Set([first, ...others]).size).toBe(CANDIDATES_PER_KEY + 5)

    expect(await resolve(firstName, null, `+44${phone.slice(1)}`)).toBe(first)
    expect(await resolve(names[1]!, null, phone)).toBe(others[1])
    // Past the first few, the same name and phone make someone new: a duplicate at worst, never a wrong join.
    expect(await resolve(names.at(-1)!, null, phone)).not.toBe(others.at(-1))
  })
  it('reads no more for a person known under thousands of addresses than for one known under one, and still finds them by each', async () => {
    const pool = poolOf(await testPayload())
    const t = tag()
    const phone = `07701 ${String(Date.now()).slice(-6)}`
    await resolve(`Esther Okafor${t}`, `esther.${t}@example.org`, phone)
    const many = await resolve(`Miriam Adeyemi${t}`, `miriam.${t}@example.org`, phone)
    // The pages of addresses PostgreSQL touches to read the candidates of someone new sharing the phone
    // (both people). Only the addresses': on a table of people as small as the tests', the planner may
    // read all of it, and the other test files add people meanwhile.
    type PlanNode = {
      'Relation Name'?: string
      'Shared Hit Blocks': number
      'Shared Read Blocks': number
      Plans?: PlanNode[]
    }
    const addressPages = (node: PlanNode): number =>
      node['Relation Name'] === 'people_emails'
        ? node['Shared Hit Blocks'] + node['Shared Read Blocks']
        : (node.Plans ?? []).reduce((sum, child) => sum + addressPages(child), 0)
    const pagesRead = async () => {
      const { rows } = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) SELECT ${personCandidatesSql({ email: '$1', phone: '$2', name: '$3' })} AS candidates`,
        [emailKey(`new.${t}@example.org`), phoneKey(phone), `Someone New${t}`],
      )
      return addressPages(rows[0]!['QUERY PLAN'][0]!.Plan)
    }
    const before = await pagesRead()
    expect(before).toBeGreaterThan(0)
    await pool.query(
      `INSERT INTO people_emails (_order, _parent_id, id, email, key)
       SELECT 1 + g, $1, md5($2 || g), 'm' || g || $2, 'm' || g || $2 FROM generate_series(1, 3000) g`,
      [many, `.${t}@example.org`],
    )
    expect(await pagesRead()).toBeLessThan(before + 5)
    expect(await resolve(`Miriam Adeyemi${t}`, `m2999.${t}@example.org`, null)).toBe(many)
  })
  it("plans the candidates' read once per connection, whatever the submission holds", async () => {
    const client = await poolOf(await testPayload()).connect()
    try {
      const t = tag()
      const phone = `07702 ${String(Date.now()).slice(-6)}`
      await resolvePerson(client, { fullName: `Lydia Boateng${t}`, email: `lydia.${t}@example.org`, phone }, seen)
      // A key shared and one never seen, with a phone and without: each would make its own plan look cheapest.
      for (let i = 0; i < 12; i++) {
        const shared = i % 3 === 0
        await resolvePerson(
          client,
          {
            fullName: shared ? `Lydia Boateng${t}` : `Someone ${i}${t}`,
            email: shared ? `lydia.${t}@example.org` : `someone.${i}.${t}@example.org`,
            phone: i % 2 === 0 ? phone : null,
          },
          seen,
        )
      }
      const { rows } = await client.query<{ generic_plans: string }>(
        `SELECT generic_plans FROM pg_prepared_statements WHERE name = 'people-candidates'`,
      )
      expect(Number(rows[0]!.generic_plans)).toBeGreaterThanOrEqual(8)

      // PostgreSQL plans a statement afresh for its first five executions, then keeps its generic plan
      // unless each execution's own plan costs less: so a submission's own plan must cost what the
      // generic one does, with its phone or without, under a key shared or new (to a rounding: the
      // other test files' writes may have the statistics re-read between two plans).
      await client.query(
        `PREPARE candidates_cost(varchar, varchar, varchar) AS SELECT ${personCandidatesSql({ email: '$1', phone: '$2', name: '$3' })}`,
      )
      const cost = async (mode: 'force_custom_plan' | 'force_generic_plan', values: string) => {
        await client.query(`SET plan_cache_mode = ${mode}`)
        const plan = await client.query<{ 'QUERY PLAN': Array<{ Plan: { 'Total Cost': number } }> }>(
          `EXPLAIN (FORMAT JSON) EXECUTE candidates_cost(${values})`,
        )
        return plan.rows[0]!['QUERY PLAN'][0]!.Plan['Total Cost']
      }
      const lydia = client.escapeLiteral(emailKey(`lydia.${t}@example.org`)!)
      const generic = await cost('force_generic_plan', `${lydia}, NULL, 'Lydia'`)
      expect(await cost('force_custom_plan', `${lydia}, NULL, 'Lydia'`)).toBeCloseTo(generic, 0)
      expect(
        await cost('force_custom_plan', `${lydia}, ${client.escapeLiteral(phoneKey(phone)!)}, 'Lydia'`),
      ).toBeCloseTo(generic, 0)
      expect(await cost('force_custom_plan', `'nobody.${t}@example.org', NULL, 'Nobody'`)).toBeCloseTo(generic, 0)
    } finally {
      // Closed rather than returned: the pool's next user gets no setting or statement of this test's.
      client.release(true)
    }
  })
  it('lets one person book for their family many times at once, with no booking undone as a deadlock and one household made', async () => {
    const pool = poolOf(await testPayload())
    const t = tag()
    const booker = { fullName: `Hannah Mensah${t}`, email: `hannah.${t}@example.org`, phone: null }
    const person = await resolve(booker.fullName, booker.email, null)
    // Each booking names the person and, since they have no household yet, gives them one: a change to their row.
    const book = async () => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const people = await resolveRegistrationPeople(client, booker, [`Kofi Mensah${t}`], new Date())
        await client.query('COMMIT')
        return people
      } catch (error) {
        await client.query('ROLLBACK')
        throw error
      } finally {
        client.release()
      }
    }
    // Someone reading the person (a share lock, as a form naming them takes) holds every booking back until
    // all of them are waiting.
    const bookings = await heldBack(person, 'FOR SHARE', 4, () => Promise.allSettled(Array.from({ length: 4 }, book)))
    const settled = await bookings
    expect(
      settled.flatMap((one) => (one.status === 'rejected' ? [(one.reason as { code?: string }).code] : [])),
    ).toEqual([])
    expect(settled.map((one) => (one.status === 'fulfilled' ? one.value.booker : null))).toEqual(Array(4).fill(person))
    // One household, the first booking's: each later one, handed the booker as the first left them, joins it.
    const brought = settled.flatMap((one) => (one.status === 'fulfilled' ? one.value.brought : []))
    expect(brought).toHaveLength(4)
    const { rows } = await pool.query<{ household_id: number | null }>(
      'SELECT DISTINCT household_id FROM people WHERE id = ANY($1::int[])',
      [[person, ...brought]],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.household_id).not.toBeNull()
  })

  it('adds a new address and phone that two forms bring at once to their person once each', async () => {
    const pool = poolOf(await testPayload())
    const t = tag()
    const digits = String(Date.now()).slice(-6)
    const person = await resolve(`Esi Owusu${t}`, `esi.${t}@example.org`, null)
    // Each form gives the person's known address and a new second address and phone, spelled its own way.
    const send = (email: string, phone: string) => async () => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const id = await resolvePerson(
          client,
          { fullName: `Esi Owusu${t}`, email: `esi.${t}@example.org`, phone },
          seen,
        )
        // The second address comes as a later form would give it (the first is already held).
        const again = await resolvePerson(client, { fullName: `Esi Owusu${t}`, email, phone }, seen)
        await client.query('COMMIT')
        return [id, again]
      } catch (error) {
        await client.query('ROLLBACK')
        throw error
      } finally {
        client.release()
      }
    }
    // A staff edit holding the person (the strongest lock a writer takes) holds both forms back until
    // both are waiting, so each reads "not held yet" before either adds anything.
    const forms = await heldBack(person, 'FOR UPDATE', 2, () =>
      Promise.all([
        send(`Esi.Work.${t}@Example.org`, `07700 ${digits}`)(),
        send(`esi.work.${t}@example.org`, `+44 7700 ${digits}`)(),
      ]),
    )
    expect((await forms).flat()).toEqual(Array(4).fill(person))
    const held = async (table: string) =>
      (
        await pool.query<{ key: string }>(`SELECT key FROM ${table} WHERE _parent_id = $1 ORDER BY _order`, [person])
      ).rows.map((row) => row.key)
    expect(await held('people_emails')).toEqual([
      emailKey(`esi.${t}@example.org`),
      emailKey(`esi.work.${t}@example.org`),
    ])
    expect(await held('people_phones')).toEqual([phoneKey(`07700 ${digits}`)])
  })
})
