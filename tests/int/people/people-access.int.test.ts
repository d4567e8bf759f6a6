import { beforeAll, describe, expect, it } from 'vitest'

import { everyCaller, graphql, rest, testPayload, uniqueEmail } from '../../helpers/payload'

/**
 * People and households hold nothing but personal data: only an admin reads or writes them, over
 * REST and GraphQL alike; a visitor, an account without a role, an editor and a volunteer get none.
 */
describe('people and households, for a visitor and every role', () => {
  type Who = 'a visitor' | 'a user without a role' | 'an editor' | 'a volunteer' | 'a kiosk' | 'an admin'
  let callers: [Who, string | undefined][]
  let personId: number
  let householdId: number

  beforeAll(async () => {
    const payload = await testPayload()
    callers = await everyCaller()
    householdId = (await payload.create({ collection: 'households', data: { name: 'Access Household' } })).id
    personId = (
      await payload.create({
        collection: 'people',
        data: {
          fullName: 'Access Person',
          emails: [{ email: uniqueEmail('people-access') }],
          phones: [{ phone: '07700 900555' }],
          household: householdId,
          notes: 'admin only',
        },
      })
    ).id
  })

  it('lets only an admin list, read, create, change and delete people and households', async () => {
    const payload = await testPayload()
    for (const [who, token] of callers) {
      const isAdmin = who === 'an admin'
      for (const slug of ['people', 'households'] as const) {
        const id = slug === 'people' ? personId : householdId
        const list = await rest('GET', `/${slug}?depth=0&limit=100`, { token })
        expect([who, slug, 'list', list.status]).toEqual([who, slug, 'list', isAdmin ? 200 : 403])
        if (!isAdmin) expect(list.json).not.toHaveProperty('docs')
        const read = await rest('GET', `/${slug}/${id}?depth=0`, { token })
        expect([who, slug, 'read', read.status]).toEqual([who, slug, 'read', isAdmin ? 200 : 403])

        const body = slug === 'people' ? { fullName: `Made by ${who}` } : { name: `Made by ${who}` }
        const before = (await payload.count({ collection: slug, overrideAccess: true })).totalDocs
        const created = await rest('POST', `/${slug}`, { token, body })
        expect([who, slug, 'create', created.status]).toEqual([who, slug, 'create', isAdmin ? 201 : 403])
        expect((await payload.count({ collection: slug, overrideAccess: true })).totalDocs).toBe(
          before + (isAdmin ? 1 : 0),
        )

        const changed = await rest('PATCH', `/${slug}/${id}`, {
          token,
          body: slug === 'people' ? { fullName: 'Changed Person' } : { name: 'Changed Household' },
        })
        expect([who, slug, 'update', changed.status]).toEqual([who, slug, 'update', isAdmin ? 200 : 403])
        if (isAdmin) {
          // Put back, so the next caller's attempt is compared with the original.
          await payload.update({
            collection: slug,
            id,
            data: slug === 'people' ? { fullName: 'Access Person' } : { name: 'Access Household' },
            overrideAccess: true,
          })
        } else {
          const stored = await payload.findByID({ collection: slug, id, depth: 0, overrideAccess: true })
          expect('fullName' in stored ? stored.fullName : stored.name).toMatch(/^Access /)
        }
        if (isAdmin) {
          const made = (created.json as { doc: { id: number } }).doc.id
          expect((await rest('DELETE', `/${slug}/${made}`, { token })).status).toBe(200)
        } else {
          expect([who, slug, 'delete', (await rest('DELETE', `/${slug}/${id}`, { token })).status]).toEqual([
            who,
            slug,
            'delete',
            403,
          ])
        }
      }
    }
    expect(await payload.findByID({ collection: 'people', id: personId, overrideAccess: true })).toMatchObject({
      notes: 'admin only',
    })
  })

  it('answers GraphQL with no person, address or note to anyone but an admin', async () => {
    for (const [who, token] of callers) {
      const isAdmin = who === 'an admin'
      const result = await graphql(
        `{ People(where: { id: { equals: ${personId} } }) { docs { fullName notes emails { email } phones { phone } } }
           Households(where: { id: { equals: ${householdId} } }) { docs { name } } }`,
        { token },
      )
      const people = (result.data?.People?.docs ?? []) as Record<string, unknown>[]
      const households = (result.data?.Households?.docs ?? []) as Record<string, unknown>[]
      expect([who, people.length, households.length]).toEqual([who, isAdmin ? 1 : 0, isAdmin ? 1 : 0])
      if (isAdmin) expect(people[0]).toMatchObject({ fullName: 'Access Person', notes: 'admin only' })
      else expect(JSON.stringify(result)).not.toContain('07700 900555')
    }
  })

  it('derives the keys matching looks up, and nobody sets them over the API', async () => {
    const admin = callers.find(([who]) => who === 'an admin')![1]
    const created = await rest('POST', '/people', {
      token: admin,
      body: {
        fullName: 'Key Person',
        emails: [{ email: 'Key.Person+church@Gmail.com', key: 'someone-else@example.org' }],
        phones: [{ phone: '+44 7700 900 556' }],
      },
    })
    expect(created.status).toBe(201)
    const stored = await (
      await testPayload()
    ).findByID({ collection: 'people', id: (created.json as { doc: { id: number } }).doc.id, overrideAccess: true })
    expect(stored.emails?.[0]?.key).toBe('keyperson@gmail.com')
    expect(stored.phones?.[0]?.key).toMatch(/7700900556$/)
  })

  it('refuses an admin listing one address or phone twice, however written, and changes nothing', async () => {
    const admin = callers.find(([who]) => who === 'an admin')![1]
    const payload = await testPayload()
    const before = await payload.findByID({ collection: 'people', id: personId, depth: 0, overrideAccess: true })
    const twice = await rest('PATCH', `/people/${personId}`, {
      token: admin,
      body: { emails: [{ email: 'Twice.Listed@gmail.com' }, { email: 'twicelisted+church@googlemail.com' }] },
    })
    expect(twice.status).toBe(400)
    expect(JSON.stringify(twice.json)).toContain('twicelisted+church@googlemail.com is listed twice')
    const phones = await rest('PATCH', `/people/${personId}`, {
      token: admin,
      body: { fullName: 'Renamed', phones: [{ phone: '07700 900557' }, { phone: '+44 7700 900557' }] },
    })
    expect(phones.status).toBe(400)
    expect(JSON.stringify(phones.json)).toContain('+44 7700 900557 is listed twice')
    const after = await payload.findByID({ collection: 'people', id: personId, depth: 0, overrideAccess: true })
    expect(after).toEqual(before)
  })
})
