import type { Payload, PayloadRequest } from 'payload'

import type { Event, Registration } from '@/payload-types'
import { readEventById } from './read-event'
import { relationId } from '@/platform/data/relation-id'

/** The id a registration's event relationship holds, whether it was read with depth 0 or populated. */
export const eventIdOf = (event: Registration['event'] | null | undefined): number | null => relationId(event)

/** The event a registration is for, published or not (the person registered while it was); null if it has gone. */
export async function readRegistrationEvent(
  payload: Payload,
  registration: Pick<Registration, 'event'>,
  req?: Partial<PayloadRequest>,
): Promise<Event | null> {
  const id = eventIdOf(registration.event)
  return id ? readEventById(payload, id, req) : null
}
