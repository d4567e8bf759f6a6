import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import { hasAnyRole } from '@/platform/access/roles'
import { audit } from '@/platform/audit/audit'

import {
  hasSensitivityChanges,
  sensitiveQuestionChanges,
  sensitiveQuestionRefusal,
  sensitiveQuestionSummary,
} from '../rules/sensitive-questions'

/** An editor's attempt to expose sensitive answers: refused, and logged as a refusal rather than a fault. */
class SensitiveQuestionRefused extends APIError {
  constructor(message: string) {
    super(message, 403, undefined, true)
    this.name = 'SensitiveQuestionRefused'
  }
}

/**
 * Whether a question's answers are sensitive (admins alone read them; volunteers, webhooks, e-mails
 * and `[Answers]` merge fields never do) is an admin's decision: anyone else's save that would mark
 * or unmark a kept question, or remove a sensitive one, is refused as a whole (REST, GraphQL, the
 * admin, drafts too). New questions may be added either way. Server code without a user is trusted.
 */
export const refuseSensitivityChangesByNonAdmins: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc || !req.user || hasAnyRole(req.user, ['admin'])) return data
  if (!('questions' in data)) return data
  const changes = sensitiveQuestionChanges(originalDoc.questions, data.questions)
  if (hasSensitivityChanges(changes)) throw new SensitiveQuestionRefused(sensitiveQuestionRefusal(changes))
  return data
}

/** Every change of which questions are sensitive is in the audit log, whoever made it. */
export const auditSensitivityChanges: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  const changes = sensitiveQuestionChanges(previousDoc.questions, doc.questions)
  if (!hasSensitivityChanges(changes)) return doc
  await audit(req, {
    action: 'sensitive-question',
    summary: sensitiveQuestionSummary(String(doc.title ?? previousDoc.title ?? 'Event'), changes),
    target: `events:${doc.id}`,
    details: { changed: changes.changed, removed: changes.removed },
  })
  return doc
}
