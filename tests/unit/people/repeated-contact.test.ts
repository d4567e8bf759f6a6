import { describe, expect, it } from 'vitest'

import { validateContactEntry } from '@/people'
import { repeatsAnEarlierEntry } from '@/people/rules/repeated-contact'

describe('a person holds each address and phone once', () => {
  it('finds an entry repeating one above it, never the first of them, and skips entries without a key', () => {
    const keys = ['a', null, null, 'b', 'a']
    expect(keys.map((_, index) => repeatsAnEarlierEntry(keys, index))).toEqual([false, false, false, false, true])
  })

  it("refuses an admin's entry naming a mailbox or number listed above it however written, naming the repeat", () => {
    const check = (kind: 'email' | 'phone', rows: Array<Record<string, string>>, index: number) =>
      validateContactEntry(kind)(rows[index]![kind], {
        path: [`${kind}s`, index, kind],
        data: { [`${kind}s`]: rows },
        required: true,
        maxLength: 254,
        req: { t: (key: string) => key, payload: { config: {} } },
      } as never)
    const emails = [{ email: 'Mary.Smith@gmail.com' }, { email: ' marysmith+church@googlemail.com ' }]
    expect(check('email', emails, 0)).toBe(true)
    expect(check('email', emails, 1)).toBe(
      'marysmith+church@googlemail.com is listed twice: a person holds each e-mail address once.',
    )
    // Elsewhere dots are letters: two addresses, not one.
    expect(check('email', [{ email: 'ann.lee@example.org' }, { email: 'annlee@example.org' }], 1)).toBe(true)
    expect(check('phone', [{ phone: '07700 900444' }, { phone: '+44 7700 900444' }], 1)).toBe(
      '+44 7700 900444 is listed twice: a person holds each phone number once.',
    )
    // As the admin form checks an entry while it is edited: the row itself, no path.
    const rows = [
      { id: 'r1', phone: '07700 900444' },
      { id: 'r2', phone: '0044 7700 900444' },
    ]
    const asEdited = (siblingData: unknown) =>
      validateContactEntry('phone')(rows[1]!.phone, {
        data: { phones: rows },
        siblingData,
        required: true,
        req: { t: (key: string) => key, payload: { config: {} } },
      } as never)
    expect(asEdited(rows[1])).toBe('0044 7700 900444 is listed twice: a person holds each phone number once.')
    expect(asEdited({ id: 'r2', phone: '0044 7700 900444' })).toBe(
      '0044 7700 900444 is listed twice: a person holds each phone number once.',
    )
    // An empty entry is Payload's own check to refuse (required), not a repeat.
    expect(check('phone', [{ phone: '' }, { phone: '' }], 1)).toBe('validation:required')
  })
})
