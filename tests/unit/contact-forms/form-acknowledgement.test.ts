import { describe, expect, it } from 'vitest'

import { buildAcknowledgement } from '@/contact-forms/emails/form-notification'

describe('the acknowledgement of a public form', () => {
  it('thanks the person by first name and links to their preferences page in the footer', () => {
    const email = buildAcknowledgement({
      churchName: 'Example Church',
      name: 'Grace Hopper',
      subject: 'Thanks',
      message: 'We got it.',
      preferencesUrl: 'https://church.example/preferences?token=t&x=1',
    })
    expect(email.text).toMatch(/^Hi Grace,\n\nWe got it\./)
    expect(email.text).toContain(
      'Choose which messages you get from us: https://church.example/preferences?token=t&x=1',
    )
    expect(email.html).toContain(
      '<a href="https://church.example/preferences?token=t&amp;x=1">Choose which messages you get from us</a>',
    )
  })
})
