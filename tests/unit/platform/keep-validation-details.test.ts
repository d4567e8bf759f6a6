import { describe, expect, it } from 'vitest'

import { keepValidationDetails } from '@/platform/http/keep-validation-details'

/** An error as another copy of Payload's ValidationError makes it: its name and data, not its class. */
const refused = Object.assign(new Error('The following field is invalid: E-mail addresses 2 > Email'), {
  name: 'ValidationError',
  data: { collection: 'people', errors: [{ path: 'emails.1.email', message: 'x@example.org is listed twice' }] },
})
const hook = (error: Error, result: { errors: Array<Record<string, unknown>> } | undefined) =>
  keepValidationDetails({ error, result, context: {}, req: {} as never })

describe("a refused save's answer names each field and why", () => {
  it('puts back the fields and reasons a summary-only answer lost', () => {
    expect(hook(refused, { errors: [{ message: refused.message }] })).toEqual({
      response: { errors: [{ name: 'ValidationError', data: refused.data, message: refused.message }] },
    })
  })

  it('leaves an answer alone that has them, any other error, and GraphQL', () => {
    expect(hook(refused, { errors: [{ name: 'ValidationError', data: refused.data, message: 'm' }] })).toBeUndefined()
    const other = Object.assign(new Error('Something went wrong.'), { data: { errors: [{ message: 'secret' }] } })
    expect(hook(other, { errors: [{ message: other.message }] })).toBeUndefined()
    expect(hook(refused, undefined)).toBeUndefined()
  })
})
