import { describe, expect, it } from 'vitest'

import { webhookUrlProblem } from '@/platform/net/webhook-url'

describe('webhookUrlProblem', () => {
  it('accepts a full http or https address', () => {
    expect(webhookUrlProblem('https://hooks.example.org/church')).toBeNull()
    expect(webhookUrlProblem('  http://example.org/hook  ')).toBeNull()
  })

  it('asks for a full address when there is none', () => {
    expect(webhookUrlProblem('hooks.example.org')).toBe('Enter a full web address starting with https://')
    expect(webhookUrlProblem('not a url')).toBe('Enter a full web address starting with https://')
  })

  it('refuses other schemes and credentials in the address', () => {
    expect(webhookUrlProblem('ftp://example.org/hook')).toBe('Only http and https addresses can receive webhooks.')
    expect(webhookUrlProblem('https://user:secret@example.org/hook')).toBe(
      'Remove the user name and password from the address.',
    )
  })
})
