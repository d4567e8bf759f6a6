import type { CollectionBeforeValidateHook, FieldHook } from 'payload'

import { newQuestionKey } from '../rules/event-questions'
import { slugify } from '../rules/event-slug'

/** An event without a slug takes one from its title, so a new event needs only a title and sessions. */
export const fillSlug: CollectionBeforeValidateHook = ({ data }) => {
  if (!data || (typeof data.slug === 'string' && data.slug.trim())) return data
  if (typeof data.title !== 'string') return data
  return { ...data, slug: slugify(data.title) }
}

/** A session's key defaults to its title's slug; a typed key is trimmed and lower-cased. */
export const fillSessionKey: FieldHook = ({ value, siblingData }) => {
  if (typeof value === 'string' && value.trim()) return value.trim().toLowerCase()
  return typeof siblingData?.title === 'string' ? slugify(siblingData.title, 40) : value
}

/** A question keeps the key it was given first, whatever its wording becomes: stored answers point at it. */
export const fillQuestionKey: FieldHook = ({ value }) =>
  typeof value === 'string' && value.trim() ? value.trim() : newQuestionKey()
