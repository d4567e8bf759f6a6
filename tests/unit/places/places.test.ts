import { describe, expect, it } from 'vitest'

import {
  allocateInTurn,
  allocatePlaces,
  entriesToOffer,
  isCapped,
  placeLimitsOf,
  newcomerPositions,
  placesLeft,
  placesNotice,
  placesTaken,
  type PlaceCounts,
} from '@/places/rules/places'
import { registrationOutcomeMessage, REGISTERED_MESSAGE } from '@/registrations/rules/registration-outcome'

const limits = placeLimitsOf({
  capacity: null,
  sessions: [
    { key: 'a', capacity: 2 },
    { key: 'b', capacity: null },
  ],
})
const counts = (sessions: PlaceCounts['sessions'], people = 0, peopleWaiting = 0): PlaceCounts => ({
  people,
  peopleWaiting,
  sessions,
})

describe('place limits', () => {
  it('reads empty, zero and fractional capacities as they are meant', () => {
    expect(
      placeLimitsOf({
        capacity: 0,
        sessions: [
          { key: 'a', capacity: 2.7 },
          { key: null, capacity: 4 },
        ],
      }),
    ).toEqual({ eventCapacity: null, sessions: [{ key: 'a', capacity: 2 }] })
    expect(isCapped(placeLimitsOf({ sessions: [{ key: 'a' }] }))).toBe(false)
    expect(isCapped(limits)).toBe(true)
    expect(isCapped(placeLimitsOf({ capacity: 10, sessions: [] }))).toBe(true)
  })
})

describe('allocatePlaces', () => {
  it('confirms a session with room and makes a full one wait', () => {
    expect(allocatePlaces(limits, counts({ a: { held: 1, waiting: 0 } }), ['a', 'b'], false)).toEqual({
      confirmed: ['a', 'b'],
      waiting: [],
    })
    expect(allocatePlaces(limits, counts({ a: { held: 2, waiting: 0 } }), ['a', 'b'], false)).toEqual({
      confirmed: ['b'],
      waiting: ['a'],
    })
  })

  it('lets nobody jump the queue: a free place with people waiting is theirs', () => {
    expect(allocatePlaces(limits, counts({ a: { held: 1, waiting: 1 } }), ['a'], false)).toEqual({
      confirmed: [],
      waiting: ['a'],
    })
  })

  it("counts people against the event's limit, except someone who already holds a place", () => {
    const event = placeLimitsOf({ capacity: 3, sessions: [{ key: 'a' }, { key: 'b' }] })
    expect(allocatePlaces(event, counts({}, 3), ['a', 'b'], false)).toEqual({ confirmed: [], waiting: ['a', 'b'] })
    expect(allocatePlaces(event, counts({}, 3), ['b'], true)).toEqual({ confirmed: ['b'], waiting: [] })
    expect(allocatePlaces(event, counts({}, 2, 1), ['a'], false)).toEqual({ confirmed: [], waiting: ['a'] })
  })
})

describe('allocateInTurn', () => {
  it("counts each person's place before the next asks, and once one waits the rest of the group waits behind", () => {
    const one = placeLimitsOf({ sessions: [{ key: 'a', capacity: 2 }] })
    const counts0 = counts({ a: { held: 1, waiting: 0 } })
    const turns = allocateInTurn(one, counts0, [
      { requested: ['a'], holdsEventPlace: false },
      { requested: ['a'], holdsEventPlace: false },
      { requested: ['a'], holdsEventPlace: false },
    ])
    expect(turns).toEqual([
      { confirmed: ['a'], waiting: [] },
      { confirmed: [], waiting: ['a'] },
      { confirmed: [], waiting: ['a'] },
    ])
    expect(counts0.sessions.a).toEqual({ held: 1, waiting: 0 })
  })
})

describe('placesLeft and the notice', () => {
  it('says what is left, none while people wait, and nothing without a limit', () => {
    expect(placesLeft(limits, counts({ a: { held: 1, waiting: 0 } }))).toEqual({
      event: null,
      sessions: { a: 1, b: null },
    })
    expect(placesLeft(limits, counts({ a: { held: 1, waiting: 2 } })).sessions.a).toBe(0)
    expect(placesLeft(placeLimitsOf({ capacity: 5, sessions: [] }), counts({}, 7)).event).toBe(0)
    expect([placesNotice(null), placesNotice(0), placesNotice(1), placesNotice(12), placesNotice(21)]).toEqual([
      null,
      'Full — join the waiting list',
      '1 place left',
      '12 places left',
      null,
    ])
  })
})

describe('entriesToOffer', () => {
  it("offers each session's freed places down its queue in arrival order", () => {
    const queue = [
      { id: 7, registration: 70, sessionKey: 'a', holdsEventPlace: false },
      { id: 5, registration: 50, sessionKey: 'a', holdsEventPlace: false },
      { id: 9, registration: 90, sessionKey: 'a', holdsEventPlace: false },
    ]
    expect(entriesToOffer(limits, counts({ a: { held: 0, waiting: 3 } }), queue)).toEqual([5, 7])
    expect(entriesToOffer(limits, counts({ a: { held: 2, waiting: 3 } }), queue)).toEqual([])
  })

  it('offers an event place only while the event has one, first to those already holding a place', () => {
    const event = placeLimitsOf({ capacity: 2, sessions: [{ key: 'a' }, { key: 'b' }] })
    const queue = [
      { id: 1, registration: 10, sessionKey: 'a', holdsEventPlace: false },
      { id: 2, registration: 20, sessionKey: 'b', holdsEventPlace: true },
      { id: 3, registration: 30, sessionKey: 'a', holdsEventPlace: false },
      { id: 4, registration: 10, sessionKey: 'b', holdsEventPlace: false },
    ]
    // One event place left: the first newcomer gets it (for both the sessions they wait for); the holder's extra session needs none.
    expect(entriesToOffer(event, counts({}, 1), queue)).toEqual([1, 2, 4])
  })
})

describe('placesTaken', () => {
  it('counts the places each limited session gives and the people the event gains, for the statement to check', () => {
    const both = placeLimitsOf({
      capacity: 50,
      sessions: [
        { key: 'a', capacity: 2 },
        { key: 'b', capacity: null },
      ],
    })
    const group = allocateInTurn(both, counts({ a: { held: 0, waiting: 0 } }), [
      { requested: ['a', 'b'], holdsEventPlace: false },
      { requested: ['a', 'b'], holdsEventPlace: false },
      { requested: ['a', 'b'], holdsEventPlace: false },
    ])
    // Two take session a, the third waits for it but holds b: three new people, two places of a; b has no limit.
    expect(
      placesTaken(
        both,
        group.map((allocation) => ({ ...allocation, holdsEventPlace: false })),
      ),
    ).toEqual({
      sessions: { a: { take: 2, capacity: 2 } },
      people: { take: 3, capacity: 50 },
    })
  })

  it('adds no person who already holds a place or takes none, and no event check without an event limit', () => {
    expect(
      placesTaken(limits, [
        { confirmed: ['a'], holdsEventPlace: true },
        { confirmed: [], holdsEventPlace: false },
      ]),
    ).toEqual({ sessions: { a: { take: 1, capacity: 2 } }, people: null })
    const eventOnly = placeLimitsOf({ capacity: 3, sessions: [{ key: 'a' }] })
    expect(
      placesTaken(eventOnly, [
        { confirmed: ['a'], holdsEventPlace: true },
        { confirmed: [], holdsEventPlace: false },
      ]),
    ).toEqual({ sessions: {}, people: null })
    expect(placesTaken(eventOnly, [{ confirmed: ['a'], holdsEventPlace: false }])).toEqual({
      sessions: {},
      people: { take: 1, capacity: 3 },
    })
  })
})

describe('newcomerPositions', () => {
  it('puts a newcomer behind everyone waiting when they were written', () => {
    expect(newcomerPositions(counts({ a: { held: 2, waiting: 3 } }), ['a', 'b'])).toEqual([
      { sessionKey: 'a', position: 4 },
      { sessionKey: 'b', position: 1 },
    ])
  })
})

describe("the form's answer", () => {
  it('thanks as before when everything asked for had room', () => {
    expect(registrationOutcomeMessage({ confirmed: ['Day 1'], waiting: [] })).toBe(REGISTERED_MESSAGE)
  })

  it('names each session waited for with the place in its queue', () => {
    expect(
      registrationOutcomeMessage({
        confirmed: [],
        waiting: [
          { title: 'Day 1', position: 3 },
          { title: 'Day 2', position: 1 },
        ],
      }),
    ).toBe(
      'This is full, so you are on the waiting list for Day 1 (number 3 in the queue) and Day 2 (number 1 in the queue). We have e-mailed you, and we will e-mail you again if a place frees up.',
    )
  })
})
