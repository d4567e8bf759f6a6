import { describe, expect, it } from 'vitest'

import { CONTROL_CHARACTER_MESSAGE } from '@/platform/http/control-characters'

import { graphql, rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

/**
 * A NUL byte in a search reached PostgreSQL, which refuses it with an error: the door search
 * (`q=%00abc`) and every REST or GraphQL `where` answered 500. Each is now refused with 400, naming
 * what to change, before the database sees it.
 */
describe('control characters in a query', () => {
  it.each(['%00abc', 'abc%00', '%01abc', 'a%1Fb', 'a%7Fb'])(
    'the door search refuses q=%s with 400, for a volunteer and an admin',
    async (q) => {
      for (const role of ['volunteer', 'admin'] as const) {
        const { token } = await staffUser(role)
        const { status, json } = await rest('GET', `/registrations/checkin?q=${q}`, { token })
        expect(status, `${role} ${JSON.stringify(json)}`).toBe(400)
        expect(json).toEqual({
          ok: false,
          message: CONTROL_CHARACTER_MESSAGE,
          errors: { q: CONTROL_CHARACTER_MESSAGE },
        })
      }
    },
  )

  it('the door search still finds by an ordinary search', async () => {
    const { token } = await staffUser('volunteer')
    expect((await rest('GET', '/registrations/checkin?q=abc', { token })).status).toBe(200)
  })

  it('the export refuses a search holding a NUL', async () => {
    const { token } = await staffUser('admin')
    expect((await rest('GET', '/registrations/export?search=%00abc', { token })).status).toBe(400)
  })

  it('a REST where holding a control character is refused with 400, for a visitor as for an admin', async () => {
    expect((await rest('GET', '/pages?where[path][equals]=/%00')).status).toBe(400)
    const { token } = await staffUser('admin')
    for (const where of [
      'where[fullName][like]=%00abc',
      'where[email][equals]=%00abc',
      'where[or][0][notes][like]=%08',
    ]) {
      const { status, json } = await rest('GET', `/registrations?${where}`, { token })
      expect(status, where).toBe(400)
      expect(json).toEqual({ errors: [expect.objectContaining({ message: CONTROL_CHARACTER_MESSAGE })] })
    }
    // Tabs and line breaks can be in stored text (a note), so a where may look for them.
    expect((await rest('GET', '/registrations?where[notes][like]=a%0Ab', { token })).status).toBe(200)
  })

  it('a GraphQL where holding a NUL is refused as a 400, for a visitor as for an admin', async () => {
    const { token } = await staffUser('admin')
    for (const [query, options] of [
      ['{ Pages(where: { path: { equals: "/\\u0000" } }) { docs { id } } }', {}],
      ['{ Registrations(where: { fullName: { like: "\\u0000abc" } }) { docs { id } } }', { token }],
    ] as const) {
      const answer = await graphql(query, options)
      expect(answer.errors, query).toEqual([
        expect.objectContaining({
          message: CONTROL_CHARACTER_MESSAGE,
          extensions: expect.objectContaining({ statusCode: 400 }),
        }),
      ])
    }
  })
})

describe('a NUL in what is sent to be stored', () => {
  it('a registration holding one is refused with 400 and stores nothing', async () => {
    const payload = await testPayload()
    const email = uniqueEmail('nul')
    const { status, json } = await rest('POST', '/registrations/register', {
      body: { fullName: 'Ann\u0000 Lee', email, attendanceChoice: 'both', consentGdpr: true },
    })
    expect(status).toBe(400)
    expect(json).toMatchObject({ ok: false, errors: { fullName: CONTROL_CHARACTER_MESSAGE } })
    expect(
      (await payload.count({ collection: 'registrations', where: { email: { equals: email } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
  })

  it('a page saved with one is refused with 400 over REST and GraphQL, and the sign-in form too', async () => {
    const payload = await testPayload()
    const { token } = await staffUser('editor')
    const path = `/nul-${Date.now()}`
    expect((await rest('POST', '/pages', { token, body: { title: 'A\u0000B', path, layout: [] } })).status).toBe(400)
    const answer = await graphql(`mutation { createPage(data: { title: "A\\u0000B", path: "${path}" }) { id } }`, {
      token,
    })
    expect(answer.errors?.[0]).toMatchObject({ message: CONTROL_CHARACTER_MESSAGE, extensions: { statusCode: 400 } })
    expect(
      (await payload.count({ collection: 'pages', where: { path: { equals: path } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
    const login = await rest('POST', '/users/login', { body: { email: 'a\u0000@b.example', password: 'x' } })
    expect(login.status).toBe(400)
  })
})
