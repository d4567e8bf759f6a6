import { describe, expect, it } from 'vitest'

import { copyTitle, describeCopy } from '../../../src/events/rules/copy-event'

describe('a copy of an event', () => {
  it('moves a year in the title to the copy’s, and otherwise says it is a copy', () => {
    expect(copyTitle('Outreach Event 2025', '2026-09-19')).toBe('Outreach Event 2026')
    expect(copyTitle('Marriage Course', '2027-09-06')).toBe('Marriage Course (copy)')
    expect(copyTitle('Harvest 2027', '2027-10-01')).toBe('Harvest 2027 (copy)')
  })

  it('says what was copied, in words', () => {
    expect(describeCopy({ sessions: 3, questions: 1, messages: 6 })).toBe(
      '3 sessions, 1 question, 6 scheduled messages',
    )
    expect(describeCopy({ sessions: 1, questions: 0, messages: 1 })).toBe('1 session, 0 questions, 1 scheduled message')
  })
})
