import { describe, expect, it } from 'vitest'

import { validateContactList } from '@/people'
import { repeatedContact } from '@/people/rules/repeated-contact'

describe('a person holds each address and phone once', () => {
  it('finds the first entry repeating an earlier key, skipping entries without one', () => {
    const key = (row: { v: string }) => (row.v === '' ? null : row.v.toLowerCase())
    expect(repeatedContact([{ v: 'a' }, { v: '' }, { v: '' }, { v: 'b' }], key)).toBeNull()
    expect(repeatedContact([{ v: 'a' }, { v: 'B' }, { v: 'A' }, { v: 'b' }], key)).toEqual({ v: 'A' })
  })

  it("refuses an admin's list naming one mailbox or number twice however written, naming the repeat", () => {
    const emails = validateContactList('email')
    const phones = validateContactList('phone')
    const run = (validate: typeof emails, rows: unknown) => validate(rows as never, {} as never)
    expect(run(emails, [{ email: 'mary.smith@gmail.com' }, { email: 'ann@example.org' }])).toBe(true)
    expect(run(emails, [{ email: 'Mary.Smith@gmail.com' }, { email: ' marysmith+church@googlemail.com ' }])).toBe(
      'marysmith+church@googlemail.com is listed twice: a person holds each e-mail address once.',
    )
    // Elsewhere dots are letters: two addresses, not one.
    expect(run(emails, [{ email: 'ann.lee@example.org' }, { email: 'annlee@example.org' }])).toBe(true)
    expect(run(phones, [{ phone: '07700 900444' }, { phone: '+44 7700 900444' }])).toBe(
      '+44 7700 900444 is listed twice: a person holds each phone number once.',
    )
    expect(run(phones, [{ phone: '' }, { phone: '' }])).toBe(true)
    expect(run(phones, null)).toBe(true)
  })
})
