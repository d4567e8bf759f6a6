import { describe, expect, it } from 'vitest'

import {
  answersSchemaFor,
  answerText,
  eventQuestionsOf,
  INVALID_DATE_MESSAGE,
  INVALID_NUMBER_MESSAGE,
  LONG_TEXT_MAX,
  newQuestionKey,
  questionProblems,
  questionsFor,
  REQUIRED_ANSWER_MESSAGE,
  SHORT_TEXT_MAX,
  storedAnswers,
  textTooLongMessage,
  UNKNOWN_OPTION_MESSAGE,
  type EventQuestion,
} from '@/events/rules/event-questions'

const q = (key: string, type: EventQuestion['type'], extra: Partial<EventQuestion> = {}): EventQuestion => ({
  key,
  type,
  label: `Question ${key}`,
  ...extra,
})

const DIET = q('diet', 'one-choice', {
  label: 'Dietary needs',
  options: ['None', 'Vegetarian', 'Vegan'],
  required: true,
})
const SESSIONS = q('help', 'several-choices', { label: 'Can you help with', options: ['Setting up', 'Welcome', 'Tea'] })
const NAME_BADGE = q('badge', 'short-text', { label: 'Name on your badge' })
const STORY = q('story', 'long-text', { label: 'Your story' })
const CAR = q('car', 'yes-no', { label: 'Coming by car?', required: true })
const AGE = q('age', 'number', { label: 'Age' })
const BIRTHDAY = q('birthday', 'date', { label: 'Date of birth' })
const ACCESS = q('access', 'long-text', { label: 'Access needs', sensitive: true })

/** The answers as checked, or the first message at each question's key. */
function check(questions: EventQuestion[], raw: unknown) {
  const result = answersSchemaFor(questions).safeParse(raw)
  if (result.success) return { answers: result.data, errors: {} }
  return {
    answers: null,
    errors: Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
  }
}

describe('answersSchemaFor: required answers', () => {
  it('refuses a required question left out, blank or only spaces, at its key', () => {
    expect(check([DIET], {}).errors).toEqual({ diet: REQUIRED_ANSWER_MESSAGE })
    expect(check([DIET], { diet: '' }).errors).toEqual({ diet: REQUIRED_ANSWER_MESSAGE })
    expect(check([NAME_BADGE, { ...STORY, required: true }], { story: '   ' }).errors).toEqual({
      story: REQUIRED_ANSWER_MESSAGE,
    })
  })

  it('refuses a required several-choices question with nothing ticked', () => {
    expect(check([{ ...SESSIONS, required: true }], { help: [] }).errors).toEqual({ help: REQUIRED_ANSWER_MESSAGE })
  })

  it('leaves out a blank optional answer and drops keys that are not questions', () => {
    expect(check([NAME_BADGE, SESSIONS], { badge: '  ', help: [], other: 'x' }).answers).toEqual({})
  })

  it('takes no answers at all for an event whose questions are all optional', () => {
    expect(check([NAME_BADGE], undefined).answers).toEqual({})
  })

  it('reports every question in error at once', () => {
    expect(Object.keys(check([DIET, CAR, AGE], { age: 'many' }).errors)).toEqual(['diet', 'car', 'age'])
  })

  it('refuses answers that are not keyed by question', () => {
    expect(check([NAME_BADGE], ['a']).errors).toEqual({ '': 'Please answer the questions.' })
  })
})

describe('answersSchemaFor: each type', () => {
  it('short text: trimmed, at most the short limit', () => {
    expect(check([NAME_BADGE], { badge: '  Jo  ' }).answers).toEqual({ badge: 'Jo' })
    expect(check([NAME_BADGE], { badge: 'x'.repeat(SHORT_TEXT_MAX) }).answers).toEqual({
      badge: 'x'.repeat(SHORT_TEXT_MAX),
    })
    expect(check([NAME_BADGE], { badge: 'x'.repeat(SHORT_TEXT_MAX + 1) }).errors).toEqual({
      badge: textTooLongMessage(SHORT_TEXT_MAX),
    })
  })

  it('long text: keeps line breaks inside, at most the long limit', () => {
    expect(check([STORY], { story: 'One\ntwo ' }).answers).toEqual({ story: 'One\ntwo' })
    expect(check([STORY], { story: 'x'.repeat(LONG_TEXT_MAX + 1) }).errors).toEqual({
      story: textTooLongMessage(LONG_TEXT_MAX),
    })
  })

  it('text: refuses something that is not text', () => {
    expect(check([NAME_BADGE], { badge: { a: 1 } }).errors).toEqual({ badge: REQUIRED_ANSWER_MESSAGE })
  })

  it('one choice: one of the options offered, exactly', () => {
    expect(check([DIET], { diet: 'Vegan' }).answers).toEqual({ diet: 'Vegan' })
    expect(check([DIET], { diet: 'Pescatarian' }).errors).toEqual({ diet: UNKNOWN_OPTION_MESSAGE })
    expect(check([DIET], { diet: ['Vegan'] }).errors).toEqual({ diet: UNKNOWN_OPTION_MESSAGE })
  })

  it('several choices: options offered only, stored once each in the order offered', () => {
    expect(check([SESSIONS], { help: ['Tea', 'Setting up', 'Tea'] }).answers).toEqual({ help: ['Setting up', 'Tea'] })
    expect(check([SESSIONS], { help: ['Tea', 'Cleaning'] }).errors).toEqual({ help: UNKNOWN_OPTION_MESSAGE })
    expect(check([SESSIONS], { help: 'Tea' }).errors).toEqual({ help: UNKNOWN_OPTION_MESSAGE })
  })

  it('yes or no: a boolean, or "yes"/"no" as a form sends them; "no" is an answer', () => {
    expect(check([CAR], { car: true }).answers).toEqual({ car: true })
    expect(check([CAR], { car: 'no' }).answers).toEqual({ car: false })
    expect(check([CAR], { car: false }).answers).toEqual({ car: false })
    expect(check([CAR], { car: 'maybe' }).errors).toEqual({ car: REQUIRED_ANSWER_MESSAGE })
  })

  it('number: a number or numeric text, finite and within bounds', () => {
    expect(check([AGE], { age: ' 42 ' }).answers).toEqual({ age: 42 })
    expect(check([AGE], { age: 0 }).answers).toEqual({ age: 0 })
    expect(check([AGE], { age: '2.5' }).answers).toEqual({ age: 2.5 })
    expect(check([AGE], { age: 'forty' }).errors).toEqual({ age: INVALID_NUMBER_MESSAGE })
    expect(check([AGE], { age: 'Infinity' }).errors).toEqual({ age: INVALID_NUMBER_MESSAGE })
    expect(check([AGE], { age: 10_000_000 }).errors).toEqual({ age: INVALID_NUMBER_MESSAGE })
  })

  it('date: a real calendar date written yyyy-mm-dd', () => {
    expect(check([BIRTHDAY], { birthday: '2016-02-29' }).answers).toEqual({ birthday: '2016-02-29' })
    expect(check([BIRTHDAY], { birthday: '2015-02-29' }).errors).toEqual({ birthday: INVALID_DATE_MESSAGE })
    expect(check([BIRTHDAY], { birthday: '29/02/2016' }).errors).toEqual({ birthday: INVALID_DATE_MESSAGE })
    expect(check([BIRTHDAY], { birthday: 20160229 }).errors).toEqual({ birthday: INVALID_DATE_MESSAGE })
  })
})

describe('storedAnswers', () => {
  const questions = [DIET, ACCESS, CAR, NAME_BADGE]
  const checked = check(questions, { diet: 'Vegan', access: 'Wheelchair', car: false }).answers!

  it('keeps the wording the person saw, the options of choice questions, and sensitive answers apart', () => {
    expect(storedAnswers(questions, checked)).toEqual({
      answers: [
        {
          key: 'diet',
          label: 'Dietary needs',
          type: 'one-choice',
          value: 'Vegan',
          options: ['None', 'Vegetarian', 'Vegan'],
        },
        { key: 'car', label: 'Coming by car?', type: 'yes-no', value: false },
      ],
      sensitiveAnswers: [{ key: 'access', label: 'Access needs', type: 'long-text', value: 'Wheelchair' }],
    })
  })

  it('stores nothing for questions left unanswered', () => {
    expect(storedAnswers(questions, {})).toEqual({ answers: [], sensitiveAnswers: [] })
  })

  it('copies the options, so a later edit of the event leaves the stored answer as it was', () => {
    const options = ['A', 'B']
    const stored = storedAnswers([q('x', 'one-choice', { options })], { x: 'A' })
    options.push('C')
    expect(stored.answers[0]!.options).toEqual(['A', 'B'])
  })
})

describe('answerText', () => {
  it('writes each kind of answer as one line', () => {
    expect(answerText('Vegan')).toBe('Vegan')
    expect(answerText(['Setting up', 'Tea'])).toBe('Setting up; Tea')
    expect(answerText(true)).toBe('Yes')
    expect(answerText(false)).toBe('No')
    expect(answerText(0)).toBe('0')
    expect(answerText('2016-02-29')).toBe('2016-02-29')
    expect(answerText(null)).toBe('')
    expect(answerText(undefined)).toBe('')
  })
})

describe('questionProblems', () => {
  it('finds nothing wrong with a sound list', () => {
    expect(questionProblems([DIET, SESSIONS, NAME_BADGE])).toEqual([])
  })

  it('asks for options on a choice question without any (blank ones do not count)', () => {
    expect(questionProblems([{ label: 'Diet', type: 'one-choice', options: [] }])).toEqual([
      '"Diet" needs at least one option.',
    ])
    expect(questionProblems([{ type: 'several-choices', options: ['  '] }])).toEqual([
      'Question 1 needs at least one option.',
    ])
  })

  it('refuses the same option twice, whatever the case or spaces', () => {
    expect(questionProblems([{ label: 'Diet', type: 'one-choice', options: ['Vegan', ' vegan'] }])).toEqual([
      '"Diet" has the same option twice.',
    ])
  })

  it('refuses two questions with one key', () => {
    expect(
      questionProblems([
        { key: 'q1', label: 'A', type: 'short-text' },
        { key: 'q1', label: 'B', type: 'short-text' },
      ]),
    ).toEqual(['"B" has the same key as another question.'])
  })
})

describe('eventQuestionsOf and questionsFor', () => {
  it('reads an event document: a key on each (the row id when none yet), unknown types and unlabelled rows left out', () => {
    const event = {
      questions: [
        {
          key: 'q1',
          label: 'Diet',
          type: 'one-choice',
          options: ['A'],
          required: true,
          sensitive: null,
          perAttendee: true,
        },
        { id: 'row2', label: 'Badge', type: 'short-text' },
        { key: 'q3', label: 'Old', type: 'signature' },
        { key: 'q4', label: '', type: 'short-text' },
      ],
    }
    expect(eventQuestionsOf(event)).toEqual([
      {
        key: 'q1',
        type: 'one-choice',
        label: 'Diet',
        help: null,
        required: true,
        options: ['A'],
        sensitive: false,
        perAttendee: true,
      },
      {
        key: 'row2',
        type: 'short-text',
        label: 'Badge',
        help: null,
        required: false,
        options: null,
        sensitive: false,
        perAttendee: false,
      },
    ])
    expect(eventQuestionsOf({})).toEqual([])
  })

  it('asks the booker every question and each person brought along those marked so', () => {
    const perPerson = { ...DIET, perAttendee: true }
    expect(questionsFor([perPerson, CAR], 'booker')).toEqual([perPerson, CAR])
    expect(questionsFor([perPerson, CAR], 'attendee')).toEqual([perPerson])
    expect(questionsFor(null, 'attendee')).toEqual([])
  })

  it('makes short keys of letters and digits', () => {
    expect(newQuestionKey(() => 0)).toBe('q00000000')
    expect(newQuestionKey()).toMatch(/^q[0-9a-z]{8}$/)
  })
})
