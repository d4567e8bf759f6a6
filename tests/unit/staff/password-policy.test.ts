import { describe, expect, it } from 'vitest'

import { STAFF_PASSWORD_MESSAGES, staffPasswordProblem } from '../../../src/staff/rules/password-policy'

describe('a staff password', () => {
  it('needs at least 12 characters', () => {
    expect(staffPasswordProblem('abc12')).toBe(STAFF_PASSWORD_MESSAGES.tooShort)
    expect(staffPasswordProblem('k7#Vq2!mZp9')).toBe(STAFF_PASSWORD_MESSAGES.tooShort)
  })

  it('is refused when it is a common password or a simple pattern, however long', () => {
    for (const password of ['password1234', '123456789012', 'qwertyuiop12', 'passwordpassword', 'aaaaaaaaaaaa'])
      expect(staffPasswordProblem(password), password).toBe(STAFF_PASSWORD_MESSAGES.tooGuessable)
  })

  it('is refused when it is made of the person’s own name', () => {
    expect(staffPasswordProblem('verawhitfield', ['Vera Whitfield', 'vera.whitfield@example.org'])).toBe(
      STAFF_PASSWORD_MESSAGES.tooGuessable,
    )
  })

  it('is accepted when long and unusual', () => {
    expect(staffPasswordProblem('lantern-orchard-velvet')).toBeNull()
    expect(staffPasswordProblem('correct horse battery staple')).toBeNull()
  })
})
