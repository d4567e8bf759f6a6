import { describe, expect, it } from 'vitest'

import { contactSettingsSchema } from '@/site/rules/contact-settings'

const valid = {
  enquiriesEmail: ' Office@Church.Example ',
  phones: [{ number: '01242 000001', inFooter: true }],
  websiteUrl: '',
  liveStreamUrl: 'https://youtube.com/live/x',
}

describe('the contact settings form', () => {
  it('accepts good values, lower-casing the e-mail and turning an empty URL into null', () => {
    expect(contactSettingsSchema.parse(valid)).toEqual({
      ...valid,
      enquiriesEmail: 'office@church.example',
      websiteUrl: null,
    })
  })

  it('explains what is wrong with each field', () => {
    const result = contactSettingsSchema.safeParse({
      enquiriesEmail: 'office',
      phones: [{ number: 'call us' }],
      websiteUrl: 'church.example',
      liveStreamUrl: 'javascript:alert(1)',
    })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))
    expect(messages).toEqual({
      enquiriesEmail: 'Please enter a valid email address.',
      'phones.0.number': 'Please enter a valid phone number.',
      websiteUrl: 'Please enter a full web address starting with https://',
      liveStreamUrl: 'Please enter a full web address starting with https://',
    })
  })

  it('keeps at least one phone number', () => {
    expect(contactSettingsSchema.safeParse({ ...valid, phones: [] }).success).toBe(false)
  })
})
