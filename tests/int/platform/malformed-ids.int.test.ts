import { describe, expect, it } from 'vitest'

import { rest, staffUser } from '../../helpers/payload'

/**
 * Every record's id is a positive whole number. An id in the address that is not one (`/api/events/abc`)
 * reached PostgreSQL as NaN, which refused it, and the answer was 500 "Something went wrong". It is
 * now "Not Found" (404) before the database is asked, for a visitor as for every staff role.
 */
describe('an id in the address that no record can have', () => {
  const malformed = ['abc', '1.5', '-3', '0', '1e3', '12abc', '99999999999999999999']

  it.each(malformed)('GET /api/events/%s answers 404 to a visitor', async (id) => {
    const { status, json } = await rest('GET', `/events/${id}`)
    expect(status, JSON.stringify(json)).toBe(404)
    expect(json).toEqual({ errors: [expect.objectContaining({ message: 'Not Found' })] })
  })

  it('answers 404 to reading, changing or deleting one, for an admin, an editor and a volunteer', async () => {
    for (const role of ['admin', 'editor', 'volunteer'] as const) {
      const { token } = await staffUser(role)
      for (const [method, path] of [
        ['GET', '/registrations/abc'],
        ['GET', '/pages/abc'],
        ['PATCH', '/people/abc'],
        ['DELETE', '/media/abc'],
      ] as const) {
        const { status, json } = await rest(method, path, {
          token,
          body: method === 'PATCH' ? { notes: 'x' } : undefined,
        })
        expect([403, 404], `${role} ${method} ${path} ${JSON.stringify(json)}`).toContain(status)
      }
    }
  })

  it('still finds a record by its own id, and by nothing like it', async () => {
    const { token } = await staffUser('admin')
    const { json } = await rest('GET', '/pages?limit=1', { token })
    const id = (json as { docs: Array<{ id: number }> }).docs[0]!.id
    expect((await rest('GET', `/pages/${id}`, { token })).status).toBe(200)
    expect((await rest('GET', `/pages/${id + 1_000_000}`, { token })).status).toBe(404)
    // Payload reads the address's id as a number with parseFloat: "12abc" would read record 12.
    for (const near of [`${id}abc`, `${id}.0`, `${id}e0`]) {
      expect((await rest('GET', `/pages/${near}`, { token })).status, near).toBe(404)
    }
  })
})
