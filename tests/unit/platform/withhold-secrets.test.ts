import { describe, expect, it } from 'vitest'

import { WITHHELD, withholdSecrets } from '@/platform/email/withhold-secrets'

const base = { to: 'staff@example.org', subject: 'Reset your password' }

describe('one-time links kept out of the outbox', () => {
  it('replaces each link that carries a secret, in the text and the HTML, and lists it', () => {
    const link = 'https://church.example/admin/reset/abc123def456'
    const { message, withheldLinks } = withholdSecrets({
      ...base,
      text: `Open ${link} within the hour. Home: https://church.example/`,
      html: `<p><a href="${link}">${link}</a></p>`,
      secrets: ['abc123def456'],
    })
    expect(message.text).toBe(`Open ${WITHHELD} within the hour. Home: https://church.example/`)
    expect(message.html).toBe(`<p><a href="${WITHHELD}">${WITHHELD}</a></p>`)
    expect(withheldLinks).toEqual([link])
    expect(JSON.stringify(message)).not.toContain('abc123def456')
  })

  it('withholds a secret outside a link too', () => {
    const { message } = withholdSecrets({
      ...base,
      text: 'Your code: s3cr3t-token.',
      html: '<b>s3cr3t-token</b>',
      secrets: ['s3cr3t-token'],
    })
    expect(message.text).toBe(`Your code: ${WITHHELD}.`)
    expect(message.html).toBe(`<b>${WITHHELD}</b>`)
  })

  it('leaves a message without secrets as it is', () => {
    const original = { ...base, text: 'https://church.example/', html: '<p>hi</p>' }
    expect(withholdSecrets(original)).toEqual({ message: original, withheldLinks: [] })
  })
})
