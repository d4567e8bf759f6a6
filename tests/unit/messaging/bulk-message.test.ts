import { describe, expect, it } from 'vitest'

import { buildBulkEmail, renderSms } from '@/messaging/emails/bulk-message'

import { DAY1, DAY2 } from '../../helpers/event-days'

// The outreach event, keyed as its registrations store their choices, with "both" for the pair.
const OUTREACH = {
  sessions: [
    { ...DAY1, key: 'online' },
    { ...DAY2, key: 'super-sunday' },
  ],
  allKey: 'both',
}

const base = {
  event: OUTREACH,
  churchName: 'Example Church',
  siteUrl: 'https://church.example',
  unsubscribeUrl: 'https://church.example/unsubscribe?token=abc',
  preferencesUrl: 'https://church.example/preferences?token=abc',
}

describe('a bulk e-mail for one person', () => {
  it('fills the placeholders from the person and the days they chose, and offers an unsubscribe link', () => {
    const email = buildBulkEmail({
      ...base,
      subject: 'See you, [FirstName]',
      content: 'Hi [FirstName],\nWe have [Email] and see you on [EventDate].',
      person: { fullName: 'Grace  Hopper', email: 'grace@example.org', attendanceChoice: ['super-sunday'] },
    })
    expect(email.subject).toBe('See you, Grace')
    expect(email.text).toContain('We have grace@example.org and see you on Sunday 21 September 2025')
    expect(email.text).not.toContain('Saturday')
    expect(email.text).toContain('Unsubscribe: https://church.example/unsubscribe?token=abc')
    expect(email.html).toContain('Hi Grace,<br>We have grace@example.org')
    expect(email.html).toContain('<a href="https://church.example/unsubscribe?token=abc">Unsubscribe</a>')
    expect(email.text).toContain('Choose which messages you get from us: https://church.example/preferences?token=abc')
    expect(email.html).toContain(
      '<a href="https://church.example/preferences?token=abc">Choose which messages you get from us</a>',
    )
  })

  it('escapes a name that carries HTML, and keeps a subject on one line', () => {
    const email = buildBulkEmail({
      ...base,
      subject: 'Hi [FirstName]',
      content: 'Dear [FirstName]',
      person: { fullName: '<img/src=x>\nBob', email: 'x@example.org' },
    })
    expect(email.html).toContain('&lt;img/src=x&gt;')
    expect(email.html).not.toContain('<img/src=x>')
    expect(email.subject).not.toMatch(/[\r\n]/)
  })

  it('renders an SMS as plain text with both days for someone coming to both', () => {
    expect(renderSms('[FirstName]: [EventDate]', { fullName: 'Ada', attendanceChoice: ['both'] }, OUTREACH)).toMatch(
      /^Ada: Saturday 20 September 2025.* and Sunday 21 September 2025/,
    )
  })
})
