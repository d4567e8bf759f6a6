import { describe, expect, it } from 'vitest'

import { answerFilterGroups, answerParamOf, parseAnswerFilter } from '@/registrations/rules/answer-filters'
import type { EventQuestion } from '@/events/rules/event-questions'

const QUESTIONS: EventQuestion[] = [
  { key: 'diet', type: 'one-choice', label: 'Diet', options: ['None', 'Vegan'] },
  { key: 'help', type: 'several-choices', label: 'Help with', options: ['Tea', 'Welcome: door'] },
  { key: 'car', type: 'yes-no', label: 'By car?' },
  { key: 'story', type: 'long-text', label: 'Story' },
]

describe('parseAnswerFilter', () => {
  it('reads "<key>:<option>" for a choice question of the event', () => {
    expect(parseAnswerFilter('diet:Vegan', QUESTIONS)).toEqual({ key: 'diet', value: 'Vegan' })
    expect(parseAnswerFilter('help:Welcome: door', QUESTIONS)).toEqual({ key: 'help', value: 'Welcome: door' })
  })

  it('reads yes and no as the stored booleans', () => {
    expect(parseAnswerFilter('car:yes', QUESTIONS)).toEqual({ key: 'car', value: true })
    expect(parseAnswerFilter('car:no', QUESTIONS)).toEqual({ key: 'car', value: false })
    expect(parseAnswerFilter('car:maybe', QUESTIONS)).toBeNull()
  })

  it("ignores an option not offered, a free-text question, another event's question or a malformed value", () => {
    expect(parseAnswerFilter('diet:Pescatarian', QUESTIONS)).toBeNull()
    expect(parseAnswerFilter('story:Hello', QUESTIONS)).toBeNull()
    expect(parseAnswerFilter('other:Vegan', QUESTIONS)).toBeNull()
    expect(parseAnswerFilter(':Vegan', QUESTIONS)).toBeNull()
    expect(parseAnswerFilter('diet', QUESTIONS)).toBeNull()
    expect(parseAnswerFilter(null, QUESTIONS)).toBeNull()
  })
})

describe('answerFilterGroups', () => {
  it('offers each option of each choice question, and Yes and No, grouped by question; no free-text questions', () => {
    expect(answerFilterGroups(QUESTIONS)).toEqual([
      {
        label: 'Diet',
        options: [
          { value: 'diet:None', label: 'Diet: None' },
          { value: 'diet:Vegan', label: 'Diet: Vegan' },
        ],
      },
      {
        label: 'Help with',
        options: [
          { value: 'help:Tea', label: 'Help with: Tea' },
          { value: 'help:Welcome: door', label: 'Help with: Welcome: door' },
        ],
      },
      {
        label: 'By car?',
        options: [
          { value: 'car:yes', label: 'By car?: Yes' },
          { value: 'car:no', label: 'By car?: No' },
        ],
      },
    ])
  })

  it('round-trips every choice it offers', () => {
    for (const group of answerFilterGroups(QUESTIONS))
      for (const option of group.options) expect(parseAnswerFilter(option.value, QUESTIONS)).not.toBeNull()
  })
})

describe('answerParamOf', () => {
  it("finds the answer parameter among a list's filters", () => {
    expect(answerParamOf({ gdpr: 'all', answer: 'diet:Vegan' })).toBe('diet:Vegan')
    expect(answerParamOf({ gdpr: 'all' })).toBeNull()
    expect(answerParamOf({ answer: '' })).toBeNull()
  })
})
