import type pg from 'pg'
import { describe, expect, it } from 'vitest'

import { poolOf } from '@/platform/database/pool'

import { createTestEvent } from '../../helpers/events'
import { whileQueriesWrapped } from '../../helpers/statements'
import { rest, testPayload, uniqueEmail } from '../../helpers/payload'

/** The form's own statements: reading the person, and writing the registration. */
const FORM_STATEMENTS = new Set(['registration-form-read-person', 'registration-form-insert'])

/**
 * Runs `work` while counting the form's statements in the database at once (in this process, where
 * Payload runs), and returns the most there were.
 */
async function mostFormStatementsAtOnce(pool: pg.Pool, work: () => Promise<void>): Promise<number> {
  let running = 0
  let most = 0
  await whileQueriesWrapped(
    pool,
    (query) =>
      function (this: unknown, config: unknown, ...rest: unknown[]) {
        const name = (config as { name?: string } | null)?.name
        if (!name || !FORM_STATEMENTS.has(name)) return query.call(this, config, ...rest)
        most = Math.max(most, ++running)
        // The pool's own query passes a callback (and gets no promise back); a client's caller gets a promise.
        const callback = rest.findIndex((arg) => typeof arg === 'function')
        if (callback >= 0) {
          const done = rest[callback] as (...args: unknown[]) => void
          rest[callback] = (...args: unknown[]) => {
            running--
            done(...args)
          }
          return query.call(this, config, ...rest)
        }
        return (query.call(this, config, ...rest) as Promise<unknown>).finally(() => running--)
      },
    work,
  )
  return most
}

describe('registrations of one event sent at once', () => {
  it('are stored four at a time in a process, every one of them once', async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload)
    const emails = Array.from({ length: 16 }, (_, i) => uniqueEmail(`turns${i}`))
    let statuses: number[] = []
    const most = await mostFormStatementsAtOnce(poolOf(payload), async () => {
      const answers = await Promise.all(
        emails.map((email, i) =>
          rest('POST', '/registrations/register', {
            body: { event: event.slug, fullName: `Turns Person ${i}`, email, attendanceChoice: ['friday'] },
            ip: `10.2.0.${i + 1}`,
          }),
        ),
      )
      statuses = answers.map((answer) => answer.status)
    })
    expect(statuses).toEqual(emails.map(() => 200))
    expect(most).toBeGreaterThan(0)
    expect(most).toBeLessThanOrEqual(4)
    const { totalDocs } = await payload.count({
      collection: 'registrations',
      where: { email: { in: emails } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(16)
  })
})
