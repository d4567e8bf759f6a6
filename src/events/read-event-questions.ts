import type { Payload } from 'payload'

import { eventQuestionsOf, type EventQuestion } from './rules/event-questions'

/**
 * An event's own questions as published, for the staff screens and the export (the event picker's
 * list leaves them out: most events have none, and they are read for one event at a time).
 */
export async function readEventQuestions(payload: Payload, eventId: number): Promise<EventQuestion[]> {
  // Staff screens have already checked who may see the event; the questions are no secret of theirs.
  // Read whole: with `select`, Payload 3.90 returns the questions' options (a has-many text inside an array) empty.
  const event = await payload.findByID({
    collection: 'events',
    id: eventId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return event ? eventQuestionsOf(event) : []
}
