import { describe, expect, it } from 'vitest'

import { buildRouteChangeNotice } from '@/settings/emails/route-change-notice'
import { describeRouteValue, routeChangeRefusal, routeChanges } from '@/settings/rules/personal-data-routes'

describe('routeChanges', () => {
  it('finds a new enquiries address with its old and new value', () => {
    expect(
      routeChanges(
        'site-settings',
        { enquiriesEmail: 'office@church.example', churchName: 'A' },
        { enquiriesEmail: 'me@elsewhere.example', churchName: 'B' },
      ),
    ).toEqual([
      { field: 'enquiriesEmail', label: 'Enquiries e-mail', from: 'office@church.example', to: 'me@elsewhere.example' },
    ])
  })

  it('ignores other settings, a value sent back unchanged and a field the update leaves out', () => {
    expect(
      routeChanges(
        'site-settings',
        { enquiriesEmail: 'a@church.example' },
        { enquiriesEmail: 'a@church.example', churchName: 'New' },
      ),
    ).toEqual([])
    expect(routeChanges('site-settings', { enquiriesEmail: 'a@church.example' }, { churchName: 'New' })).toEqual([])
    expect(routeChanges('navigation', { enquiriesEmail: 'a' }, { enquiriesEmail: 'b' })).toEqual([])
    expect(routeChanges('integrations', { webhookUrl: null }, { webhookUrl: '' })).toEqual([])
  })

  it('finds webhook changes, writing a secret only as its fingerprint', () => {
    const changes = routeChanges(
      'integrations',
      { webhookUrl: null, webhookSecret: 'old-secret' },
      { webhookUrl: 'https://crm.example/hook', webhookSecret: 'new-secret' },
    )
    expect(changes).toEqual([
      { field: 'webhookUrl', label: 'Webhook URL', from: '(none)', to: 'https://crm.example/hook' },
      {
        field: 'webhookSecret',
        label: 'Webhook signing secret',
        from: expect.stringMatching(/^secret with fingerprint [0-9a-f]{8}$/),
        to: expect.stringMatching(/^secret with fingerprint [0-9a-f]{8}$/),
      },
    ])
    expect(JSON.stringify(changes)).not.toMatch(/old-secret|new-secret/)
    expect(changes[1]!.from).not.toBe(changes[1]!.to)
  })
})

describe('describeRouteValue', () => {
  it('shows an empty value as none and the same secret as the same fingerprint', () => {
    expect(describeRouteValue(null)).toBe('(none)')
    expect(describeRouteValue('', true)).toBe('(none)')
    expect(describeRouteValue('s3cret', true)).toBe(describeRouteValue('s3cret', true))
  })
})

describe('the refusal and the admins’ notice', () => {
  const changes = [
    { field: 'enquiriesEmail', label: 'Enquiries e-mail', from: 'office@church.example', to: 'me@<elsewhere>.example' },
  ]

  it('names what only an admin may change', () => {
    expect(routeChangeRefusal(changes)).toBe('Only an admin can change where personal data is sent (Enquiries e-mail).')
  })

  it('says who changed what, from and to, and escapes it in HTML', () => {
    const notice = buildRouteChangeNotice({
      churchName: 'Grace Church',
      changedBy: 'ed@church.example',
      changedAt: '2026-03-01T10:00:00.000Z',
      changes,
      settingsUrl: 'https://church.example/admin/globals/site-settings',
    })
    expect(notice.subject).toBe('Grace Church: where personal data is sent has changed')
    expect(notice.text).toContain('ed@church.example changed where')
    expect(notice.text).toContain('Enquiries e-mail: from office@church.example to me@<elsewhere>.example')
    expect(notice.html).toContain('me@&lt;elsewhere&gt;.example')
    expect(notice.html).not.toContain('<elsewhere>')
  })

  it('says when the server made the change', () => {
    const notice = buildRouteChangeNotice({
      churchName: 'Grace Church',
      changedBy: null,
      changedAt: '2026-03-01T10:00:00.000Z',
      changes,
      settingsUrl: 'https://x.example',
    })
    expect(notice.text).toMatch(/^the server \(not a staff member\) changed/)
  })
})
