import { describe, expect, it } from 'vitest'

import {
  foundationSchoolSchema,
  prayerRequestSchema,
  visitPlanSchema,
} from '@/contact-forms/rules/contact-form-schemas'
import { fieldErrors } from '@/platform/forms/form-texts'

describe('foundation school form', () => {
  const valid = {
    fullName: ' Ada Lovelace ',
    mobile: '07700 900123',
    email: ' ADA@Example.org ',
    preferredClass: 'online',
    bestTime: 'pm',
  }

  it('accepts the required fields with optional questions, trimmed and lower-cased', () => {
    const result = foundationSchoolSchema.parse(valid)
    expect(result).toMatchObject({ fullName: 'Ada Lovelace', email: 'ada@example.org', questions: '', website: '' })
  })

  it('requires name, mobile, email, class and best time', () => {
    const errors = fieldErrors(foundationSchoolSchema.safeParse({}))
    expect(Object.keys(errors).sort()).toEqual(['bestTime', 'email', 'fullName', 'mobile', 'preferredClass'])
  })

  it('gives each missing field its own message', () => {
    expect(fieldErrors(foundationSchoolSchema.safeParse({}))).toEqual({
      fullName: 'Please enter your full name.',
      mobile: 'Please enter your mobile number.',
      email: 'Please enter your email address.',
      preferredClass: 'Please choose in person or online.',
      bestTime: 'Please choose the best time to reach you.',
    })
  })

  it('refuses an unknown class or time', () => {
    expect(foundationSchoolSchema.safeParse({ ...valid, preferredClass: 'weekend' }).success).toBe(false)
    expect(foundationSchoolSchema.safeParse({ ...valid, bestTime: 'noon' }).success).toBe(false)
  })
})

describe('prayer request form', () => {
  const valid = {
    fullName: 'P R',
    phone: '+44 7700 900123',
    email: 'p@example.org',
    prayerRequest: 'Please pray for my family.',
    consent: true,
  }

  it('accepts a request with consent', () => {
    expect(prayerRequestSchema.safeParse(valid).success).toBe(true)
  })

  it('refuses a request without consent', () => {
    const errors = fieldErrors(prayerRequestSchema.safeParse({ ...valid, consent: false }))
    expect(errors.consent).toBe('Please consent to be contacted by the church.')
  })

  it('requires the request itself', () => {
    expect(fieldErrors(prayerRequestSchema.safeParse({ ...valid, prayerRequest: '   ' })).prayerRequest).toBe(
      'Please enter your prayer request.',
    )
  })

  it('reports name, phone, email, request and consent on an empty form, each with its own message', () => {
    expect(fieldErrors(prayerRequestSchema.safeParse({}))).toEqual({
      fullName: 'Please enter your full name.',
      phone: 'Please enter your phone number.',
      email: 'Please enter your email address.',
      prayerRequest: 'Please enter your prayer request.',
      consent: 'Please consent to be contacted by the church.',
    })
  })

  it('treats blank answers as missing, not as filled in', () => {
    const errors = fieldErrors(
      prayerRequestSchema.safeParse({ fullName: '  ', phone: ' ', email: '   ', prayerRequest: '\n', consent: true }),
    )
    expect(errors).toEqual({
      fullName: 'Please enter your full name.',
      phone: 'Please enter your phone number.',
      email: 'Please enter your email address.',
      prayerRequest: 'Please enter your prayer request.',
    })
  })

  it('takes only a ticked box as consent', () => {
    for (const consent of ['true', 'on', 1, undefined]) {
      expect(fieldErrors(prayerRequestSchema.safeParse({ ...valid, consent })).consent).toBe(
        'Please consent to be contacted by the church.',
      )
    }
  })
})

describe('plan a visit form', () => {
  it('accepts every service date and guest count of the SPEC', () => {
    for (const serviceDate of ['this-sunday', 'next-sunday', 'this-wednesday', 'next-wednesday', 'other']) {
      for (const guestsCount of ['1', '2', '3-5', '6-10', '10+']) {
        expect(
          visitPlanSchema.safeParse({
            name: 'V',
            email: 'v@example.org',
            mobile: '07700900123',
            serviceDate,
            guestsCount,
          }).success,
        ).toBe(true)
      }
    }
  })

  it('reports name, email, mobile, service date and guests on an empty form, each with its own message', () => {
    expect(fieldErrors(visitPlanSchema.safeParse({}))).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      mobile: 'Please enter your mobile number.',
      serviceDate: 'Please choose when you plan to visit.',
      guestsCount: 'Please tell us how many are coming.',
    })
  })

  it('treats blank answers as missing and refuses a date or guest count the form does not offer', () => {
    const errors = fieldErrors(
      visitPlanSchema.safeParse({ name: ' ', email: ' ', mobile: ' ', serviceDate: 'someday', guestsCount: '4' }),
    )
    expect(errors).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      mobile: 'Please enter your mobile number.',
      serviceDate: 'Please choose when you plan to visit.',
      guestsCount: 'Please tell us how many are coming.',
    })
  })

  it('refuses a phone number with letters', () => {
    expect(
      fieldErrors(
        visitPlanSchema.safeParse({
          name: 'V',
          email: 'v@example.org',
          mobile: 'call me',
          serviceDate: 'other',
          guestsCount: '1',
        }),
      ).mobile,
    ).toBe('Please enter a valid phone number.')
  })
})
