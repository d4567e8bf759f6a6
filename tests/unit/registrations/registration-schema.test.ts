import { describe, expect, it } from 'vitest'

import { SPEC_SESSION_RULES } from '../../helpers/spec-rules'
import { fieldErrors } from '@/platform/forms/form-texts'
import { registrationSchemaFor } from '@/registrations/rules/registration-schema'

// The SPEC outreach event's form: sessions online and super-sunday, all of them stored as "both".
const registrationSchema = registrationSchemaFor(SPEC_SESSION_RULES)

const valid = {
  fullName: 'Mary Jones',
  email: 'mary@example.org',
  phone: '07700 900123',
  attendanceChoice: ['online'],
  consentEmail: true,
  consentSms: false,
  website: '',
}

const errorsFor = (input: unknown) => fieldErrors(registrationSchema.safeParse(input))

describe('registrationSchema', () => {
  it('accepts a complete registration', () => {
    expect(registrationSchema.safeParse(valid).success).toBe(true)
  })

  describe('full name', () => {
    it('is trimmed', () => {
      expect(registrationSchema.parse({ ...valid, fullName: '  Mary Jones  ' }).fullName).toBe('Mary Jones')
    })

    it('asks for name and e-mail when the name is empty, blank or missing', () => {
      expect(errorsFor({ ...valid, fullName: '' }).fullName).toBe('Please fill in your name and email address.')
      expect(errorsFor({ ...valid, fullName: '   ' }).fullName).toBe('Please fill in your name and email address.')
      expect(errorsFor({ ...valid, fullName: undefined }).fullName).toBe('Please fill in your name and email address.')
    })

    it('accepts 200 characters and refuses 201', () => {
      expect(registrationSchema.safeParse({ ...valid, fullName: 'a'.repeat(200) }).success).toBe(true)
      expect(errorsFor({ ...valid, fullName: 'a'.repeat(201) }).fullName).toMatch(/200 characters/)
    })
  })

  describe('e-mail', () => {
    it('is trimmed and lower-cased', () => {
      expect(registrationSchema.parse({ ...valid, email: '  Mary.Jones@Example.ORG ' }).email).toBe(
        'mary.jones@example.org',
      )
    })

    it('asks for name and e-mail when the e-mail is empty or blank', () => {
      expect(errorsFor({ ...valid, email: '' }).email).toBe('Please fill in your name and email address.')
      expect(errorsFor({ ...valid, email: '  ' }).email).toBe('Please fill in your name and email address.')
    })

    it('refuses something that is not an e-mail address', () => {
      expect(errorsFor({ ...valid, email: 'mary at example' }).email).toBe('Please enter a valid email address.')
    })

    it('accepts an address of 254 characters and refuses one of 255', () => {
      const addressOfLength = (length: number) =>
        `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(length - 197)}.org`
      expect(addressOfLength(254)).toHaveLength(254)
      expect(registrationSchema.safeParse({ ...valid, email: addressOfLength(254) }).success).toBe(true)
      expect(errorsFor({ ...valid, email: addressOfLength(255) }).email).toBe('Please enter a valid email address.')
    })
  })

  describe('phone', () => {
    it('is optional', () => {
      const { phone: _omitted, ...withoutPhone } = valid
      expect(registrationSchema.parse(withoutPhone).phone).toBeNull()
    })

    it('becomes null when empty or blank', () => {
      expect(registrationSchema.parse({ ...valid, phone: '' }).phone).toBeNull()
      expect(registrationSchema.parse({ ...valid, phone: '   ' }).phone).toBeNull()
      expect(registrationSchema.parse({ ...valid, phone: null }).phone).toBeNull()
    })

    it('is trimmed and accepts digits, spaces, plus, dashes and brackets', () => {
      expect(registrationSchema.parse({ ...valid, phone: ' +44 (0)7700-900123 ' }).phone).toBe('+44 (0)7700-900123')
    })

    it('refuses letters and other symbols', () => {
      expect(errorsFor({ ...valid, phone: 'call me' }).phone).toBe('Please enter a valid phone number.')
      expect(errorsFor({ ...valid, phone: '07700;900123' }).phone).toBe('Please enter a valid phone number.')
    })

    it('refuses fewer than 6 or more than 30 characters', () => {
      expect(errorsFor({ ...valid, phone: '12345' }).phone).toBe('Please enter a valid phone number.')
      expect(registrationSchema.safeParse({ ...valid, phone: '123456' }).success).toBe(true)
      expect(errorsFor({ ...valid, phone: '1'.repeat(31) }).phone).toBe('Please enter a valid phone number.')
    })

    it('refuses punctuation with too few digits to dial', () => {
      expect(errorsFor({ ...valid, phone: '(+) - - 12' }).phone).toBe('Please enter a valid phone number.')
    })
  })

  describe('attendance', () => {
    it('asks which events when no choice is made', () => {
      expect(errorsFor({ ...valid, attendanceChoice: [] }).attendanceChoice).toBe(
        'Please choose which events you plan to attend.',
      )
      expect(errorsFor({ ...valid, attendanceChoice: undefined }).attendanceChoice).toBe(
        'Please choose which events you plan to attend.',
      )
    })

    it('refuses a choice that is not one of the three', () => {
      expect(errorsFor({ ...valid, attendanceChoice: ['zoom'] }).attendanceChoice).toBe(
        'Please choose which events you plan to attend.',
      )
    })

    it('stores both days with "both" however they were chosen', () => {
      expect(
        registrationSchema.parse({ ...valid, attendanceChoice: ['super-sunday', 'online'] }).attendanceChoice,
      ).toEqual(['online', 'super-sunday', 'both'])
      expect(registrationSchema.parse({ ...valid, attendanceChoice: ['both'] }).attendanceChoice).toEqual([
        'online',
        'super-sunday',
        'both',
      ])
    })
  })

  describe('consent and honeypot', () => {
    it('defaults both consents to false and the honeypot to empty', () => {
      const parsed = registrationSchema.parse({
        fullName: 'Mary',
        email: 'mary@example.org',
        attendanceChoice: ['online'],
      })
      expect(parsed.consentEmail).toBe(false)
      expect(parsed.consentSms).toBe(false)
      expect(parsed.website).toBe('')
    })

    it('passes a filled honeypot through so the server can spot the bot', () => {
      expect(registrationSchema.parse({ ...valid, website: 'http://spam.example' }).website).toBe('http://spam.example')
    })
  })

  it('drops fields a visitor must not set, such as consent records and check-ins', () => {
    const parsed = registrationSchema.parse({ ...valid, consentGdpr: true, day1Checkin: true, tags: ['vip'] })
    expect(parsed).not.toHaveProperty('consentGdpr')
    expect(parsed).not.toHaveProperty('day1Checkin')
    expect(parsed).not.toHaveProperty('tags')
  })
})

describe('fieldErrors', () => {
  it('gives one message per failing field, the first found', () => {
    expect(errorsFor({ ...valid, fullName: '', email: '', phone: 'x', attendanceChoice: [] })).toEqual({
      fullName: 'Please fill in your name and email address.',
      email: 'Please fill in your name and email address.',
      phone: 'Please enter a valid phone number.',
      attendanceChoice: 'Please choose which events you plan to attend.',
    })
  })

  it('gives nothing for a successful parse', () => {
    expect(errorsFor(valid)).toEqual({})
  })

  it('reports a body that is not an object under "_form"', () => {
    expect(Object.keys(errorsFor('not an object'))).toEqual(['_form'])
  })
})
