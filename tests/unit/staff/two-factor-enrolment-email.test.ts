import { describe, expect, it } from 'vitest'

import { buildEnrolmentLinkEmail, enrolmentLinkUrl } from '@/staff/emails/two-factor-enrolment'

describe('the second-factor set-up e-mail', () => {
  const email = buildEnrolmentLinkEmail({
    churchName: 'St <Mary>',
    siteUrl: 'https://church.example',
    token: 'tok_en-1',
  })

  it('links to the admin’s second-factor page with the one-time token', () => {
    expect(enrolmentLinkUrl('https://church.example', 'a+b')).toBe(
      'https://church.example/admin/two-factor?enrol=a%2Bb',
    )
    expect(email.text).toContain('https://church.example/admin/two-factor?enrol=tok_en-1')
    expect(email.html).toContain('href="https://church.example/admin/two-factor?enrol=tok_en-1"')
  })

  it('says the link works once, for 24 hours, and escapes the church name', () => {
    expect(email.text).toContain('It works once, for the next 24 hours')
    expect(email.html).toContain('St &lt;Mary&gt;')
    expect(email.subject).toBe('Set up your second factor for St <Mary>')
  })
})
