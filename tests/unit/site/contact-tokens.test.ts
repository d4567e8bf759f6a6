import { describe, expect, it } from 'vitest'

import {
  contactDetailsOf,
  findContactTokens,
  findContactTokensDeep,
  isContactTokenLink,
  resolveContactTokens,
  resolveContactTokensDeep,
  tokeniseContactDetails,
} from '@/site/rules/contact-tokens'

const details = {
  phones: ['01242 000001', '07700 900001'],
  email: 'office@church.example',
  chatUrl: 'https://wa.me/447700900001',
}

describe('contact tokens', () => {
  it('fills in phones by position, the e-mail and the chat link', () => {
    expect(resolveContactTokens('Call {phone1} or {phone2}, write to {email}, chat at {chat}.', details)).toBe(
      'Call 01242 000001 or 07700 900001, write to office@church.example, chat at https://wa.me/447700900001.',
    )
  })

  it('gives a phone after tel: in its dialable form', () => {
    expect(resolveContactTokens('tel:{phone1}', details)).toBe('tel:01242000001')
    expect(resolveContactTokens('mailto:{email}', details)).toBe('mailto:office@church.example')
  })

  it('leaves a missing detail empty rather than showing braces, and other braces alone', () => {
    expect(resolveContactTokens('Line 3: {phone3}.', details)).toBe('Line 3: .')
    expect(resolveContactTokens('{name} and {phone0}', details)).toBe('{name} and {phone0}')
  })

  it('resolves every string inside a page, keeping its other values', () => {
    const page = {
      id: 7,
      layout: [
        {
          cards: [{ body: '{phone1}\n{phone2}', link: { url: 'tel:{phone2}' } }],
          columns: null,
        },
      ],
    }
    expect(resolveContactTokensDeep(page, details)).toEqual({
      id: 7,
      layout: [
        {
          cards: [
            {
              body: '01242 000001\n07700 900001',
              link: { url: 'tel:07700900001' },
            },
          ],
          columns: null,
        },
      ],
    })
  })

  it('finds the tokens a page uses', () => {
    expect(findContactTokens('{email} {phone2} {email}')).toEqual(['email', 'phone2'])
    expect(
      findContactTokensDeep([
        { body: 'Call {phone2}' },
        { content: { root: { children: [{ text: 'mail {email}' }] } } },
      ]),
    ).toEqual(['phone2', 'email'])
  })

  it('accepts a link made of one contact token only', () => {
    expect(['{chat}', 'tel:{phone1}', 'mailto:{email}'].every(isContactTokenLink)).toBe(true)
    expect(['{email}', 'tel:{email}', 'javascript:{chat}', 'https://x.example/{chat}'].some(isContactTokenLink)).toBe(
      false,
    )
  })

  it('reads the details from the site settings', () => {
    expect(
      contactDetailsOf({
        phones: [{ number: '01242 000001' }],
        enquiriesEmail: 'a@b.example',
        chatUrl: null,
      }),
    ).toEqual({ phones: ['01242 000001'], email: 'a@b.example', chatUrl: '' })
  })
})

describe('turning typed contact details into tokens', () => {
  it('replaces the settings’ phones, the e-mail and tel: links in any spelling', () => {
    expect(tokeniseContactDetails('01242 000001\n07700 900001', details)).toBe('{phone1}\n{phone2}')
    expect(tokeniseContactDetails('tel:+441242000001', details)).toBe('tel:{phone1}')
    expect(tokeniseContactDetails('mailto:Office@Church.Example', details)).toBe('mailto:{email}')
    expect(tokeniseContactDetails('Call our prayer hotline on 07700 900001.', details)).toBe(
      'Call our prayer hotline on {phone2}.',
    )
  })

  it('takes a chat link only as a whole value, and leaves other numbers and addresses alone', () => {
    expect(tokeniseContactDetails('https://wa.me/447700900001', details)).toBe('{chat}')
    expect(tokeniseContactDetails('see https://wa.me/447700900001 now', details)).toBe(
      'see https://wa.me/447700900001 now',
    )
    expect(tokeniseContactDetails('01242 0000012, tel:07700900009, other.office@church.example', details)).toBe(
      '01242 0000012, tel:07700900009, other.office@church.example',
    )
  })

  it('round-trips: filling in the tokens gives the typed text back', () => {
    const typed = 'Hotline 07700 900001 or mail office@church.example'
    expect(resolveContactTokens(tokeniseContactDetails(typed, details), details)).toBe(typed)
  })
})
