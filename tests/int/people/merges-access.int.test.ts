import { beforeAll, describe, expect, it } from 'vitest'

import { poolOf } from '@/platform/database/pool'

import { everyCaller, graphql, rest, testPayload } from '../../helpers/payload'

type Who = 'a visitor' | 'a user without a role' | 'an editor' | 'a volunteer' | 'a kiosk' | 'an admin'

/**
 * The duplicates, merges and "not the same person" marks are about people, so admins only: over REST
 * and GraphQL, a visitor, an account without a role, an editor and a volunteer read none of them and
 * call none of the endpoints, and nothing changes when they try. Nobody writes the records over the
 * collection API: only the endpoints do.
 */
describe('possible duplicates, merges and marks, for a visitor and every role', () => {
  let callers: [Who, string | undefined][]
  let one: number
  let other: number
  let mergeId: number
  let markId: number

  beforeAll(async () => {
    const payload = await testPayload()
    callers = await everyCaller()
    const admin = { token: callers.find(([who]) => who === 'an admin')![1] }
    const make = async (fullName: string) =>
      (await payload.create({ collection: 'people', data: { fullName }, overrideAccess: true })).id
    one = await make('Access Merge One')
    other = await make('Access Merge Other')
    const keep = await make('Access Merged Keep')
    const merge = await make('Access Merged Gone')
    const merged = await rest('POST', '/people/merge', { token: admin.token, body: { keep, merge } })
    mergeId = (merged.json as { merge: number }).merge
    await rest('POST', '/people/not-the-same', { token: admin.token, body: { a: keep, b: one } })
    markId = (
      await poolOf(payload).query(`SELECT id FROM people_distinct WHERE $1 IN (person_a_id, person_b_id)`, [one])
    ).rows[0].id
  })

  const state = async () => {
    const pool = poolOf(await testPayload())
    return {
      merges: (await pool.query(`SELECT count(*)::int AS n, count(undone_at)::int AS undone FROM person_merges`))
        .rows[0],
      marks: (await pool.query(`SELECT count(*)::int AS n FROM people_distinct`)).rows[0].n,
      mergedPeople: (await pool.query(`SELECT count(*)::int AS n FROM people WHERE merged_into_id IS NOT NULL`)).rows[0]
        .n,
    }
  }

  it('lets only an admin read the merges and the marks, and nobody write them over the collection API', async () => {
    for (const [who, token] of callers) {
      const isAdmin = who === 'an admin'
      for (const [slug, id] of [
        ['person-merges', mergeId],
        ['people-distinct', markId],
      ] as const) {
        const list = await rest('GET', `/${slug}?depth=0`, { token })
        expect([who, slug, 'list', list.status]).toEqual([who, slug, 'list', isAdmin ? 200 : 403])
        const read = await rest('GET', `/${slug}/${id}?depth=0`, { token })
        expect([who, slug, 'read', read.status]).toEqual([who, slug, 'read', isAdmin ? 200 : 403])
        const before = await state()
        const created = await rest('POST', `/${slug}`, {
          token,
          body: {
            personA: one,
            personB: other,
            kept: one,
            merged: other,
            mergedAt: new Date().toISOString(),
            markedAt: new Date().toISOString(),
            moved: {},
            before: {},
          },
        })
        expect([who, slug, 'create', created.status]).toEqual([who, slug, 'create', 403])
        const changed = await rest('PATCH', `/${slug}/${id}`, { token, body: { undoneAt: new Date().toISOString() } })
        expect([who, slug, 'update', changed.status]).toEqual([who, slug, 'update', 403])
        expect(await state()).toEqual(before)
      }
      // Only an admin may delete a merge record? Nobody: it is what an undo reads.
      expect((await rest('DELETE', `/person-merges/${mergeId}`, { token })).status).toBe(403)
      if (!isAdmin) expect((await rest('DELETE', `/people-distinct/${markId}`, { token })).status).toBe(403)
    }
  })

  it('answers GraphQL with no merge or mark to anyone but an admin', async () => {
    for (const [who, token] of callers) {
      const result = await graphql(
        `
          {
            PersonMerges {
              docs {
                id
                moved
              }
            }
            PeopleDistincts {
              docs {
                id
              }
            }
          }
        `,
        { token },
      )
      const merges = (result.data?.PersonMerges?.docs ?? []) as unknown[]
      const marks = (result.data?.PeopleDistincts?.docs ?? []) as unknown[]
      const isAdmin = who === 'an admin'
      expect([who, merges.length > 0, marks.length > 0]).toEqual([who, isAdmin, isAdmin])
    }
  })

  it('lets only an admin call the duplicates, compare, merge, undo and not-the-same endpoints', async () => {
    for (const [who, token] of callers) {
      const isAdmin = who === 'an admin'
      const expected = isAdmin ? 200 : who === 'a visitor' || who === 'a user without a role' ? [401, 403] : [403]
      const ok = (status: number) => (Array.isArray(expected) ? expected.includes(status) : status === expected)
      const before = await state()
      const calls = [
        await rest('GET', '/people/duplicates', { token }),
        await rest('GET', `/people/compare?a=${one}&b=${other}`, { token }),
      ]
      for (const call of calls) expect([who, call.status, ok(call.status)]).toEqual([who, call.status, true])
      if (!isAdmin) {
        for (const call of [
          await rest('POST', '/people/merge', { token, body: { keep: one, merge: other } }),
          await rest('POST', '/people/undo-merge', { token, body: { merge: mergeId } }),
          await rest('POST', '/people/not-the-same', { token, body: { a: one, b: other } }),
        ])
          expect([who, ok(call.status), JSON.stringify(call.json)]).toEqual([
            who,
            true,
            expect.not.stringContaining('Access'),
          ])
        expect(await state()).toEqual(before)
        expect(JSON.stringify(calls.map((call) => call.json))).not.toContain('Access Merge')
      } else {
        expect((calls[1]!.json as { people: Array<{ fullName: string }> }).people.map((p) => p.fullName)).toEqual([
          'Access Merge One',
          'Access Merge Other',
        ])
      }
    }
  })
})
