import type { Payload, PayloadRequest, Where } from 'payload'

import { UNDO_MERGE_DAYS } from './undo-person-merge'

/** Everything about one person, read as the admin (Payload's local API, access enforced), by collection slug. */
export async function readPerson(payload: Payload, user: PayloadRequest['user'], id: number) {
  const asAdmin = { overrideAccess: false, user, pagination: false } as const
  const about: Where = { person: { equals: id } }
  const person = await payload
    .findByID({ collection: 'people', id, depth: 1, overrideAccess: false, user })
    .catch(() => null)
  if (!person) return null
  const householdId =
    person.household && typeof person.household === 'object' ? person.household.id : (person.household ?? null)
  const since = new Date(Date.now() - UNDO_MERGE_DAYS * 86_400_000).toISOString()
  const [household, registrations, checkins, visits, applications, prayers, messages, consent, merges] =
    await Promise.all([
      householdId
        ? payload.find({
            collection: 'people',
            where: { and: [{ household: { equals: householdId } }, { id: { not_equals: id } }] },
            depth: 0,
            ...asAdmin,
          })
        : null,
      payload.find({ collection: 'registrations', where: about, depth: 1, sort: '-createdAt', ...asAdmin }),
      payload.find({ collection: 'checkins', where: about, depth: 0, sort: 'checkedInAt', ...asAdmin }),
      payload.find({ collection: 'visit-plans', where: about, depth: 0, sort: '-createdAt', ...asAdmin }),
      payload.find({
        collection: 'foundation-school-applications',
        where: about,
        depth: 0,
        sort: '-createdAt',
        ...asAdmin,
      }),
      payload.find({ collection: 'prayer-requests', where: about, depth: 0, sort: '-createdAt', ...asAdmin }),
      payload.find({
        collection: 'message-deliveries',
        where: about,
        depth: 0,
        sort: '-createdAt',
        limit: 200,
        ...asAdmin,
        pagination: true,
      }),
      payload.find({ collection: 'consent-records', where: about, depth: 0, sort: '-recordedAt', ...asAdmin }),
      payload.find({
        collection: 'person-merges',
        where: {
          and: [
            { or: [{ kept: { equals: id } }, { merged: { equals: id } }] },
            { undoneAt: { exists: false } },
            { mergedAt: { greater_than: since } },
          ],
        },
        depth: 1,
        sort: '-mergedAt',
        ...asAdmin,
      }),
    ])
  return {
    person,
    household: household?.docs ?? [],
    registrations,
    checkins,
    visits,
    applications,
    prayers,
    messages,
    consent,
    merges,
  }
}
