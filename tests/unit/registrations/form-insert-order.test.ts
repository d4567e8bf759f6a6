import { describe, expect, it } from 'vitest'

import { FORM_INSERT_SQL } from '@/registrations/insert-new-registration'

/** The statement's CTEs that write (INSERT, UPDATE or DELETE), by name, in order. */
const writingCtes = (sql: string) =>
  [...sql.matchAll(/(\w+) AS \(\s*(?:--[^\n]*\n\s*)*(?:INSERT|UPDATE|DELETE)\b/g)].map((found) => found[1]!)

describe("the registration form's statement", () => {
  it("writes everything but the waiting-list entries before it locks the event's counts", () => {
    // PostgreSQL runs a writing CTE no one reads only after the statement's own query, which takes the lock.
    const written = /written AS \(([\s\S]*?)\), places AS \(/.exec(FORM_INSERT_SQL)?.[1] ?? ''
    const readFirst = (cte: string) => new RegExp(`FROM ${cte}\\)`).test(written)
    const writing = writingCtes(FORM_INSERT_SQL)
    expect(writing).toEqual(expect.arrayContaining(['new_person', 'person_email', 'registration', 'jobs', 'waiting']))
    expect(writing.filter((cte) => !readFirst(cte))).toEqual(['waiting'])
    // The counts are locked after what is read first, and the waiting list written after the check.
    expect(FORM_INSERT_SQL.indexOf('written AS (')).toBeLessThan(FORM_INSERT_SQL.indexOf('places AS ('))
    expect(/waiting AS \([\s\S]*WHERE \(SELECT ok FROM fits\)/.test(FORM_INSERT_SQL)).toBe(true)
  })
})
