import { describe, expect, it } from 'vitest'

import { AUDIT_ACTIONS } from '@/platform/audit/audit-actions'
import {
  AUDIT_ACTION_LABELS,
  auditRecordWords,
  countOf,
  countsInWords,
  listInWords,
  parseAuditTarget,
  PEOPLE,
} from '@/platform/audit/audit-words'

describe('counts as sentences', () => {
  it('gives a count its noun, singular or plural', () => {
    expect(countOf(1, PEOPLE)).toBe('1 person')
    expect(`Sent to ${countOf(42, PEOPLE)}`).toBe('Sent to 42 people')
    expect(countOf(0, PEOPLE)).toBe('0 people')
  })

  it('joins a list with commas and a final "and"', () => {
    expect(listInWords([])).toBe('')
    expect(listInWords(['a'])).toBe('a')
    expect(listInWords(['a', 'b'])).toBe('a and b')
    expect(listInWords(['a', 'b', 'c'])).toBe('a, b and c')
  })

  it('leaves out what is zero, in the nouns’ order, with words after a count', () => {
    const nouns = {
      registrations: ['registration', 'registrations'],
      checkins: ['check-in', 'check-ins'],
      consent: ['consent record', 'consent records'],
    } as const
    expect(
      countsInWords({ checkins: 1, registrations: 2, consent: 0 }, nouns, { registrations: '(Harvest; Carols)' }),
    ).toBe('2 registrations (Harvest; Carols) and 1 check-in')
    expect(countsInWords({ registrations: 0 }, nouns)).toBe('')
  })
})

describe('the record an entry is about', () => {
  it('reads documents, globals and files from the entry’s target', () => {
    expect(parseAuditTarget('registrations:12')).toEqual({ kind: 'document', collection: 'registrations', id: '12' })
    expect(parseAuditTarget('globals:site-settings')).toEqual({ kind: 'global', slug: 'site-settings' })
    expect(parseAuditTarget('registrations-2025-09-01.csv')).toEqual({
      kind: 'file',
      name: 'registrations-2025-09-01.csv',
    })
    expect(parseAuditTarget(null)).toBeNull()
    expect(parseAuditTarget('  ')).toBeNull()
  })

  it('names it in words, or says it is no longer held', () => {
    expect(auditRecordWords({ kind: 'document', collection: 'registrations', id: '12' }, 'Olivia Green')).toBe(
      'registration of Olivia Green',
    )
    expect(auditRecordWords({ kind: 'document', collection: 'events', id: '3' }, 'Outreach 2025')).toBe(
      'event Outreach 2025',
    )
    expect(auditRecordWords({ kind: 'document', collection: 'checkins', id: '5' }, 'Olivia Green')).toBe(
      'check-in of Olivia Green',
    )
    expect(auditRecordWords({ kind: 'document', collection: 'registrations', id: '12' }, null)).toBe(
      'registration 12 (no longer held)',
    )
    expect(auditRecordWords({ kind: 'global', slug: 'site-settings' }, 'Site Settings')).toBe('Site Settings')
    expect(auditRecordWords({ kind: 'file', name: 'backup.csv' }, null)).toBe('file backup.csv')
  })

  it('has a label in words for every kind of entry', () => {
    for (const action of AUDIT_ACTIONS) expect(AUDIT_ACTION_LABELS[action]).toMatch(/^[A-Z][a-z-]*( [a-z-]+)*$/)
  })
})
