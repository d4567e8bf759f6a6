import { describe, expect, it } from 'vitest'

import type { SendPreview } from '@/messaging/rules/messaging'

import { specEvent } from '../../helpers/events'
import { rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

/** A saved segment of two people tagged for this test alone, the first registered being Olivia. */
async function taggedSegment(admin: string) {
  const payload = await testPayload()
  const tag = `preview-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
  for (const fullName of ['Olivia Preview', 'Bartholomew Preview']) {
    await payload.create({
      collection: 'registrations',
      data: {
        event: (await specEvent(payload)).id,
        fullName,
        email: uniqueEmail('preview'),
        phone: '07700 900123',
        consentEmail: true,
        consentSms: true,
        attendanceChoice: ['online'],
        tags: [tag],
      },
      depth: 0,
    })
  }
  const segment = await rest('POST', '/segments', {
    token: admin,
    body: { name: `Preview ${tag}`, filters: { tagFilter: tag } },
  })
  return `segment:${(segment.json as { doc: { id: number } }).doc.id}`
}

describe('the bulk-send confirmation preview', () => {
  it('shows the audience, the count and the SMS merged for the first recipient, with its length and a passed date, and sends nothing', async () => {
    const payload = await testPayload()
    const { token: admin } = await staffUser('admin')
    const audience = await taggedSegment(admin)
    const logsBefore = (await payload.count({ collection: 'messaging-logs', overrideAccess: true })).totalDocs

    const response = await rest('POST', '/messaging-logs/preview', {
      token: admin,
      body: {
        type: 'sms',
        purpose: 'marketing',
        content: 'Hi [FirstName], see you on Sunday 14 September 2025!',
        audience,
      },
    })

    expect(response.status).toBe(200)
    const preview = response.json as SendPreview
    expect(preview.audienceLabel).toMatch(/^Segment: Preview /)
    expect(preview.breakdown.recipientCount).toBe(2)
    expect(preview.sample).toEqual({
      recipientName: 'Olivia Preview',
      subject: null,
      content: 'Hi Olivia, see you on Sunday 14 September 2025!',
    })
    expect(preview.sms).toEqual({
      length: 'Hi Olivia, see you on Sunday 14 September 2025!'.length,
      segments: 1,
      isTooLong: false,
    })
    expect(preview.pastDates).toEqual(['14 September 2025'])
    expect((await payload.count({ collection: 'messaging-logs', overrideAccess: true })).totalDocs).toBe(logsBefore)
  })

  it('reports an SMS too long once merged rather than refusing to preview it', async () => {
    const { token: admin } = await staffUser('admin')
    const audience = await taggedSegment(admin)
    const content = `[FirstName] ${'x'.repeat(160)}`
    const preview = (
      await rest('POST', '/messaging-logs/preview', { token: admin, body: { type: 'sms', content, audience } })
    ).json as SendPreview
    expect(preview.sms).toEqual({ length: 'Olivia '.length + 160, segments: 2, isTooLong: true })
  })

  it('is for admins only: editors, volunteers and visitors are refused', async () => {
    const body = { type: 'email', subject: 'Hello', content: 'Hi [FirstName]', audience: 'all' }
    for (const role of ['editor', 'volunteer'] as const) {
      const { token } = await staffUser(role)
      expect((await rest('POST', '/messaging-logs/preview', { token, body })).status).toBe(403)
    }
    expect((await rest('POST', '/messaging-logs/preview', { body })).status).toBe(403)
  })
})
