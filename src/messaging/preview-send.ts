import type { Payload } from 'payload'

import { eventIdOf, findPastDates, type StoredAnswer } from '@/events'
import { renderMergeFields, smsLengthInfo } from './rules/merge-fields'
import type { PreviewInput, SendPreview } from './rules/messaging'
import { recipientBreakdown, recipientWhere } from './count-recipients'
import { NO_EVENT_CONTEXT, readMergeContexts } from './read-merge-contexts'
import { requireAudience } from './resolve-audience'

/**
 * What a bulk send would do, for staff to confirm: the audience and count, and the message merged
 * for the first real recipient (the same one each time), with its SMS length and any passed dates.
 */
export async function previewSend(payload: Payload, input: PreviewInput, now = new Date()): Promise<SendPreview> {
  const audience = await requireAudience(payload, input.audience)
  const [breakdown, { docs }] = await Promise.all([
    recipientBreakdown(payload, audience.filters, input.type, input.purpose),
    payload.find({
      collection: 'registrations',
      where: recipientWhere(audience.filters, input.type, input.purpose),
      sort: 'createdAt',
      limit: 1,
      depth: 0,
      // Admin-only endpoint: the one recipient's name and contact details the send itself would use.
      overrideAccess: true,
      select: { fullName: true, email: true, attendanceChoice: true, event: true, answers: true },
    }),
  ])
  const person = docs[0]
  // [EventDate] reads the sample person's own event, as their copy of the send will.
  const eventId = person ? eventIdOf(person.event) : null
  const context = (eventId && (await readMergeContexts(payload, [eventId])).get(eventId)) || NO_EVENT_CONTEXT
  const merge = (text: string) =>
    person
      ? renderMergeFields(
          text,
          {
            fullName: person.fullName,
            email: person.email,
            attendanceChoice: person.attendanceChoice,
            answers: Array.isArray(person.answers) ? (person.answers as StoredAnswer[]) : null,
          },
          context,
        )
      : text
  const content = merge(input.content)
  const subject = input.type === 'email' ? merge(input.subject ?? '').replace(/[\r\n]+/g, ' ') : null
  const sms = input.type === 'sms' ? smsLengthInfo(content) : null
  return {
    audienceLabel: audience.label,
    breakdown,
    sample: person ? { recipientName: person.fullName, subject, content } : null,
    sms: sms && { length: sms.length, segments: sms.segments, isTooLong: sms.isTooLong },
    pastDates: findPastDates(`${input.subject ?? ''}\n${content}`, now),
  }
}
