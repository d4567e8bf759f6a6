import { describe, expect, it } from 'vitest'

import { changedFields, filtersForAudit } from '@/platform/audit/audit-actions'

describe('changedFields', () => {
  it('names what changed, not the values, ignoring timestamps', () => {
    expect(
      changedFields(
        { webhookUrl: 'a', webhookSecret: 's1', updatedAt: '1' },
        { webhookUrl: 'a', webhookSecret: 's2', updatedAt: '2' },
      ),
    ).toEqual(['webhookSecret'])
    expect(changedFields(null, { phones: [{ number: '1' }] })).toEqual(['phones'])
    expect(changedFields({ phones: [{ number: '1' }] }, { phones: [{ number: '1' }] })).toEqual([])
  })
})

describe('filtersForAudit', () => {
  it('keeps the choices, records a search only as given and leaves out what was not set', () => {
    expect(
      filtersForAudit({ attendance: 'online', tag: 'choir', search: 'mary@example.org', gdpr: undefined, phone: '' }),
    ).toEqual({ attendance: 'online', tag: 'choir', search: '(given)' })
  })
})
