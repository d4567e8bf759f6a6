import { describe, expect, it } from 'vitest'

import { SPEC_SESSION_RULES } from '../../helpers/spec-rules'
import type { SessionChoiceRules } from '@/events/rules/event-model'
import {
  allSessionsState,
  chosenSessionKeys,
  hasAllSessionsChoice,
  normaliseSessionChoice,
  toggleSessionChoice,
  unknownSessionChoices,
} from '@/events/rules/session-choice'

const SPEC: SessionChoiceRules = { keys: ['online', 'super-sunday'], allKey: 'both' }
const THREE: SessionChoiceRules = { keys: ['friday', 'saturday', 'sunday'], allKey: 'all' }
const ONE: SessionChoiceRules = { keys: ['evening'], allKey: 'all' }

describe('hasAllSessionsChoice', () => {
  it('offers an "all sessions" box only when there are two or more sessions', () => {
    expect(hasAllSessionsChoice(SPEC)).toBe(true)
    expect(hasAllSessionsChoice(THREE)).toBe(true)
    expect(hasAllSessionsChoice(ONE)).toBe(false)
    expect(hasAllSessionsChoice({ keys: [], allKey: 'all' })).toBe(false)
  })
})

describe('toggleSessionChoice', () => {
  it('selects every session and the marker when the "all" box is ticked', () => {
    expect(toggleSessionChoice(THREE, [], 'all', true)).toEqual(['friday', 'saturday', 'sunday', 'all'])
    expect(toggleSessionChoice(THREE, ['saturday'], 'all', true)).toEqual(['friday', 'saturday', 'sunday', 'all'])
  })

  it('clears every choice when the "all" box is unticked', () => {
    expect(toggleSessionChoice(THREE, ['friday', 'saturday', 'sunday', 'all'], 'all', false)).toEqual([])
  })

  it('adds a session without the marker while others are unchosen', () => {
    expect(toggleSessionChoice(THREE, [], 'saturday', true)).toEqual(['saturday'])
    expect(toggleSessionChoice(THREE, ['sunday'], 'friday', true)).toEqual(['friday', 'sunday'])
  })

  it('adds the marker once the last unchosen session is ticked', () => {
    expect(toggleSessionChoice(THREE, ['friday', 'sunday'], 'saturday', true)).toEqual([
      'friday',
      'saturday',
      'sunday',
      'all',
    ])
  })

  it('removes the marker along with any session that is unticked', () => {
    expect(toggleSessionChoice(THREE, ['friday', 'saturday', 'sunday', 'all'], 'saturday', false)).toEqual([
      'friday',
      'sunday',
    ])
    expect(toggleSessionChoice(THREE, ['friday', 'sunday'], 'sunday', false)).toEqual(['friday'])
  })

  it('reads a lone marker as every session, so unticking one leaves the others', () => {
    expect(toggleSessionChoice(THREE, ['all'], 'friday', false)).toEqual(['saturday', 'sunday'])
  })

  it('keeps session order, never duplicates and drops values the event does not know', () => {
    expect(toggleSessionChoice(THREE, ['sunday', 'friday', 'zoom'], 'friday', true)).toEqual(['friday', 'sunday'])
    expect(toggleSessionChoice(THREE, ['friday', 'friday'], 'zoom', true)).toEqual(['friday'])
  })

  it('returns a new array and leaves the current one untouched', () => {
    const current = ['friday']
    const next = toggleSessionChoice(THREE, current, 'friday', true)
    expect(next).not.toBe(current)
    expect(current).toEqual(['friday'])
  })

  it('never stores the marker for a one-session event', () => {
    expect(toggleSessionChoice(ONE, [], 'evening', true)).toEqual(['evening'])
    expect(toggleSessionChoice(ONE, [], 'all', true)).toEqual([])
    expect(toggleSessionChoice(ONE, ['evening'], 'evening', false)).toEqual([])
  })

  it('works the SPEC event as the two-day form did', () => {
    expect(toggleSessionChoice(SPEC, ['online'], 'super-sunday', true)).toEqual(['online', 'super-sunday', 'both'])
    expect(toggleSessionChoice(SPEC, ['online', 'super-sunday', 'both'], 'online', false)).toEqual(['super-sunday'])
  })
})

describe('allSessionsState', () => {
  it('is unchecked with nothing chosen, indeterminate with some, checked with all', () => {
    expect(allSessionsState(THREE, [])).toBe('unchecked')
    expect(allSessionsState(THREE, ['friday'])).toBe('indeterminate')
    expect(allSessionsState(THREE, ['friday', 'saturday'])).toBe('indeterminate')
    expect(allSessionsState(THREE, ['friday', 'saturday', 'sunday'])).toBe('checked')
    expect(allSessionsState(THREE, ['all'])).toBe('checked')
  })

  it('ignores values the event does not know', () => {
    expect(allSessionsState(THREE, ['zoom'])).toBe('unchecked')
  })
})

describe('normaliseSessionChoice', () => {
  it('adds the marker to a list holding every session, so a "contains all" query finds it', () => {
    expect(normaliseSessionChoice(THREE, ['sunday', 'friday', 'saturday'])).toEqual([
      'friday',
      'saturday',
      'sunday',
      'all',
    ])
  })

  it('expands a lone marker to the sessions it stands for', () => {
    expect(normaliseSessionChoice(THREE, ['all'])).toEqual(['friday', 'saturday', 'sunday', 'all'])
    expect(normaliseSessionChoice(SPEC, ['both'])).toEqual(['online', 'super-sunday', 'both'])
  })

  it('drops a marker that does not match the sessions chosen', () => {
    expect(normaliseSessionChoice(THREE, ['friday', 'all', 'saturday', 'sunday'])).toEqual([
      'friday',
      'saturday',
      'sunday',
      'all',
    ])
    expect(normaliseSessionChoice(THREE, ['friday', 'saturday'])).toEqual(['friday', 'saturday'])
  })

  it('drops unknown values and duplicates', () => {
    expect(normaliseSessionChoice(THREE, ['saturday', 'saturday', 'zoom', 42, null])).toEqual(['saturday'])
    expect(normaliseSessionChoice(THREE, null)).toEqual([])
    expect(normaliseSessionChoice(THREE, undefined)).toEqual([])
  })

  it('keeps a one-session event free of the marker', () => {
    expect(normaliseSessionChoice(ONE, ['evening'])).toEqual(['evening'])
    expect(normaliseSessionChoice(ONE, ['evening', 'all'])).toEqual(['evening'])
    expect(normaliseSessionChoice(ONE, ['all'])).toEqual([])
  })
})

describe('unknownSessionChoices', () => {
  it('names the submitted values that are neither a session nor the marker', () => {
    expect(unknownSessionChoices(THREE, ['friday', 'zoom', 'all', 'monday'])).toEqual(['zoom', 'monday'])
    expect(unknownSessionChoices(THREE, ['friday', 'all'])).toEqual([])
  })

  it("counts another event's marker as unknown", () => {
    expect(unknownSessionChoices(THREE, ['both'])).toEqual(['both'])
  })

  it('counts the marker as unknown for a one-session event, which has no "all" box', () => {
    expect(unknownSessionChoices(ONE, ['evening', 'all'])).toEqual(['all'])
  })

  it('writes values that are not strings readably, once each', () => {
    expect(unknownSessionChoices(THREE, [42, null, 'zoom', 'zoom', { key: 'x' }])).toEqual([
      '42',
      'null',
      'zoom',
      '{"key":"x"}',
    ])
  })
})

describe('chosenSessionKeys', () => {
  it('gives the sessions a list stands for, in session order', () => {
    expect(chosenSessionKeys(THREE, ['sunday', 'friday'])).toEqual(['friday', 'sunday'])
    expect(chosenSessionKeys(THREE, ['all'])).toEqual(['friday', 'saturday', 'sunday'])
    expect(chosenSessionKeys(THREE, ['friday', 'saturday', 'sunday', 'all'])).toEqual(['friday', 'saturday', 'sunday'])
  })

  it('gives nothing for an empty, missing or unrecognised list', () => {
    expect(chosenSessionKeys(THREE, [])).toEqual([])
    expect(chosenSessionKeys(THREE, null)).toEqual([])
    expect(chosenSessionKeys(THREE, ['zoom'])).toEqual([])
  })
})

describe('the SPEC event', () => {
  it('keeps its two days\' choices and "both" as the marker', () => {
    expect(SPEC_SESSION_RULES).toEqual(SPEC)
  })
})
