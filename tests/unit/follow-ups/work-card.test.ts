import { describe, expect, it } from 'vitest'

import { isOverdue, sortMyCards, tickStep, type MyCard } from '@/follow-ups/shared'
import { buildDigest } from '@/follow-ups/rules/digest'

describe('ticking a step', () => {
  it('moves an open card to the next step, and the last step completes it', () => {
    expect(tickStep({ step: 0, status: 'open' }, 3)).toEqual({ fromStep: 0, toStep: 1, status: 'open' })
    expect(tickStep({ step: 1, status: 'open' }, 3)).toEqual({ fromStep: 1, toStep: 2, status: 'open' })
    expect(tickStep({ step: 2, status: 'open' }, 3)).toEqual({ fromStep: 2, toStep: null, status: 'done' })
    expect(tickStep({ step: 0, status: 'open' }, 1)).toEqual({ fromStep: 0, toStep: null, status: 'done' })
  })

  it('refuses a card that is not open, or on a step its list does not have', () => {
    expect(() => tickStep({ step: 0, status: 'done' }, 3)).toThrow(/open/)
    expect(() => tickStep({ step: 0, status: 'removed' }, 3)).toThrow(/open/)
    expect(() => tickStep({ step: 3, status: 'open' }, 3)).toThrow(/step/)
    expect(() => tickStep({ step: 0, status: 'open' }, 0)).toThrow(/step/)
  })
})

describe('my cards', () => {
  const now = new Date('2030-05-10T12:00:00Z')
  const card = (id: number, dueAt: string | null, snoozedUntil: string | null = null): MyCard => ({
    id,
    personName: `P${id}`,
    listName: 'L',
    stepTitle: 'S',
    dueAt,
    snoozedUntil,
  })

  it('is overdue once its due date has passed, unless snoozed until later', () => {
    expect(isOverdue(card(1, '2030-05-09T00:00:00Z'), now)).toBe(true)
    expect(isOverdue(card(1, '2030-05-11T00:00:00Z'), now)).toBe(false)
    expect(isOverdue(card(1, null), now)).toBe(false)
    expect(isOverdue(card(1, '2030-05-09T00:00:00Z', '2030-05-12T00:00:00Z'), now)).toBe(false)
    expect(isOverdue(card(1, '2030-05-09T00:00:00Z', '2030-05-10T00:00:00Z'), now)).toBe(true)
  })

  it('lists overdue cards first, the longest overdue at the top, then by due date, undated last', () => {
    const cards = [
      card(1, null),
      card(2, '2030-05-20T00:00:00Z'),
      card(3, '2030-05-08T00:00:00Z'),
      card(4, '2030-05-01T00:00:00Z'),
      card(5, '2030-05-02T00:00:00Z', '2030-06-01T00:00:00Z'),
    ]
    expect(sortMyCards(cards, now).map((c) => c.id)).toEqual([4, 3, 5, 2, 1])
  })
})

describe('the daily digest', () => {
  const base = { listName: 'Newcomers', stepTitle: 'Phone them', dueAt: '2030-05-12T09:00:00.000Z' }

  it('lists overdue then new cards, with where to work them', () => {
    const digest = buildDigest({
      name: 'Grace Hopper',
      url: 'https://church.example/admin/my-follow-ups',
      cards: [
        { ...base, personName: 'New <Person>', isNew: true, isOverdue: false },
        { ...base, personName: 'Late Person', isNew: false, isOverdue: true },
      ],
    })
    expect(digest.subject).toBe('Follow-ups: 1 overdue, 1 new')
    expect(digest.text).toBe(
      [
        'Hi Grace,',
        '',
        'Overdue:',
        '- Late Person (Newcomers: Phone them), due Sun 12 May',
        '',
        'New:',
        '- New <Person> (Newcomers: Phone them), due Sun 12 May',
        '',
        'Work them in My follow-ups: https://church.example/admin/my-follow-ups',
      ].join('\n'),
    )
    expect(digest.html).toContain('New &lt;Person&gt;')
    expect(digest.html).not.toContain('<Person>')
  })
})
