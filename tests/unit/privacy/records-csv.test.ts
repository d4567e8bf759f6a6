import { describe, expect, it } from 'vitest'

import type { FollowUpCard, Person } from '@/payload-types'
import { recordCsvHeader, recordCsvRow, recordExportFilename } from '@/privacy/rules/records-csv'

describe('the backup record files', () => {
  it("writes a person's addresses and phones in one cell each and links their household by ID", () => {
    const person: Person = {
      id: 7,
      fullName: 'Ada Lovelace',
      emails: [{ email: 'ada@example.com' }, { email: 'ada@work.example' }],
      phones: [{ phone: '07700 900001' }],
      household: { id: 3, name: 'Lovelace', updatedAt: '', createdAt: '' },
      firstSeenVia: 'walk-in',
      updatedAt: '2025-09-01T10:00:00.000Z',
      createdAt: '2025-09-01T10:00:00.000Z',
    }
    const row = recordCsvRow('people', person)
    expect(row).toHaveLength(recordCsvHeader('people').length)
    expect(row.slice(0, 7)).toEqual([
      '7',
      'Ada Lovelace',
      'ada@example.com, ada@work.example',
      '07700 900001',
      '3',
      '',
      'walk-in',
    ])
  })

  it("keeps a card's history whole, with who did each step by ID", () => {
    const card: FollowUpCard = {
      id: 9,
      list: 2,
      person: 7,
      step: 1,
      status: 'open',
      history: [{ id: 'x', at: '2025-09-02T09:00:00.000Z', by: 4, action: 'tick', fromStep: 0, toStep: 1 }],
      updatedAt: '',
      createdAt: '2025-09-01T10:00:00.000Z',
    }
    const row = recordCsvRow('follow-up-cards', card)
    const history = row[recordCsvHeader('follow-up-cards').indexOf('History')]!
    expect(JSON.parse(history)).toEqual([
      { at: '2025-09-02T09:00:00.000Z', by: '4', action: 'tick', fromStep: 0, toStep: 1 },
    ])
  })

  it('names the file by its table and the London day', () => {
    expect(recordExportFilename('follow-up-cards', new Date('2025-08-31T23:30:00Z'))).toBe(
      'follow-up-cards-2025-09-01.csv',
    )
  })
})
