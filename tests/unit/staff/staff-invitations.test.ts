import { describe, expect, it } from 'vitest'

import { buildStaffInvitationEmail } from '@/staff/emails/staff-invitation'
import { ENROLMENT_TOKEN_PARAM } from '@/platform/access/second-factor'
import { INVITATION_DAYS, afterAcceptingPath, invitationUrl } from '@/staff/rules/staff-invitations'

describe('the staff invitation e-mail', () => {
  const email = buildStaffInvitationEmail({
    churchName: 'Grace <Church>',
    siteUrl: 'https://church.example',
    fullName: 'Vera Volunteer',
    roleLabel: 'Volunteer',
    token: 'a-b_c',
  })

  it('greets the person, names the role and says how long the link works', () => {
    expect(email.subject).toBe('You are invited to the Grace <Church> staff admin')
    expect(email.text).toMatch(/^Hi Vera,/)
    expect(email.text).toContain('staff account (Volunteer)')
    expect(email.text).toContain(`for the next ${INVITATION_DAYS} days`)
    expect(email.html).toContain(`for the next ${INVITATION_DAYS} days`)
  })

  it('carries the one-time link to the admin’s accept page, and escapes the church name in HTML', () => {
    expect(email.text).toContain('https://church.example/admin/accept-invitation?token=a-b_c')
    expect(email.html).toContain('href="https://church.example/admin/accept-invitation?token=a-b_c"')
    expect(email.html).toContain('Grace &lt;Church&gt;')
    expect(email.html).not.toContain('Grace <Church>')
  })

  it('has no message-preferences footer: it is about a staff account, not a registration', () => {
    expect(email.text).not.toContain('Choose which messages')
  })
})

describe('invitation links', () => {
  it('encode the token', () => {
    expect(invitationUrl('https://x.example', 'a+b/c')).toBe(
      'https://x.example/admin/accept-invitation?token=a%2Bb%2Fc',
    )
  })

  it('lead on to the admin, or to setting up a second factor with its set-up token when one is required', () => {
    expect(afterAcceptingPath(null)).toBe('/admin')
    expect(afterAcceptingPath('t/1')).toBe(`/admin/two-factor?${ENROLMENT_TOKEN_PARAM}=t%2F1`)
  })
})
