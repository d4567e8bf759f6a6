import type { CollectionAfterChangeHook } from 'payload'

import { transactionClient } from '@/platform/database/transaction-session'
import { relationId } from '@/platform/data/relation-id'

import { addRuleCards } from '../add-rule-cards'

const personOf = (doc: Record<string, unknown>) => relationId(doc.person as number | { id: number } | null | undefined)

/**
 * A person's first check-in ever puts them on the lists with that rule. The check-in's own write path
 * (stampCheckin) holds the person's check-in lock, so two first check-ins at once are counted in turn.
 */
export const followUpFirstCheckin: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  const person = personOf(doc)
  if (operation !== 'create' || !person) return doc
  const client = await transactionClient(req)
  const { rows } = await client.query<{ earlier: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM checkins WHERE person_id = $1 AND id <> $2) AS earlier',
    [person, doc.id],
  )
  if (!rows[0]?.earlier) await addRuleCards(req, { person, rule: 'first-checkin' })
  return doc
}

/** A plan-a-visit form, as it is stored (contact-forms/store-submission), puts its sender on the lists. */
export const followUpVisitPlan: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  const person = personOf(doc)
  if (operation === 'create' && person) await addRuleCards(req, { person, rule: 'plan-a-visit' })
  return doc
}

/** A prayer request whose sender ticked "contact me" (its consent box) puts them on the lists; the request's text stays where it is. */
export const followUpPrayerRequest: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  const person = personOf(doc)
  if (operation === 'create' && person && doc.consent === true)
    await addRuleCards(req, { person, rule: 'prayer-contact-me' })
  return doc
}
