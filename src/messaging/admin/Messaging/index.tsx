import type { Payload } from 'payload'

import { StaffViewTemplate } from '@/ui/admin/StaffViewTemplate'
import { chooseStaffEvent, eventPickerOptions, isSpecEvent, readEventById } from '@/events'
import { pricingOf } from '@/payments/shared'
import { EventPicker } from '@/events/admin/EventPicker'
import { gateStaffView } from '@/staff/admin/gate-staff-view'
import { CHURCH_WIDE_AUDIENCES, MESSAGING_AUDIENCE_LABELS, SPEC_EVENT_AUDIENCES } from '@/registrations'
import { eventAudienceOptions } from '../../rules/event-audiences'
import { eventAudienceKey, HISTORY_LIMIT, parseAudienceKey } from '../../rules/messaging'
import type { ScheduleOffset } from '../../rules/scheduled-messages'
import type { UpcomingScheduledMessage } from '../../rules/scheduled-overlap'
import { firstSearchParam } from '@/platform/http/search-params'
import { MessagingCenter } from './MessagingCenter'
import type { AudienceOption, HistoryLog, TemplateOption } from './types'

/** Whether the event charges (its bookers by payment are then audiences), and whether it takes a deposit. */
const paymentOfEvent = async (payload: Payload, eventId: number) => {
  const event = await readEventById(payload, eventId)
  const pricing = event ? pricingOf(event) : null
  return { isPaid: Boolean(pricing), takesDeposit: Boolean(pricing?.deposit) }
}

/** /admin/messaging: compose and send e-mail or SMS to an audience, and the history of sends. */
export const MessagingView = gateStaffView('/admin/messaging', async (props) => {
  const { initPageResult, searchParams } = props
  const { user, payload } = initPageResult.req

  const [templates, segments, logs, chosen] = await Promise.all([
    payload.find({ collection: 'message-templates', sort: 'name', limit: 200, depth: 0, overrideAccess: false, user }),
    payload.find({
      collection: 'segments',
      sort: 'name',
      limit: 200,
      depth: 0,
      overrideAccess: false,
      user,
      select: { name: true },
    }),
    payload.find({
      collection: 'messaging-logs',
      sort: '-createdAt',
      limit: HISTORY_LIMIT,
      depth: 0,
      overrideAccess: false,
      user,
    }),
    chooseStaffEvent(payload, user, Number(firstSearchParam(searchParams?.event)) || null),
  ])
  const now = new Date()
  const event = chosen.event
  // The picked event's people come first, and are the default; its SPEC session classes only for the
  // two-day event they belong to. Audiences across every event say so, in a group of their own.
  const audiences: AudienceOption[] = [
    ...(event ? eventAudienceOptions({ ...event, ...(await paymentOfEvent(payload, event.id)) }, now) : []),
    ...(event && isSpecEvent(event)
      ? SPEC_EVENT_AUDIENCES.map((key) => ({
          key: key as string,
          label: MESSAGING_AUDIENCE_LABELS[key],
          group: event.title,
        }))
      : []),
    ...CHURCH_WIDE_AUDIENCES.map((key) => ({
      key: key as string,
      label: MESSAGING_AUDIENCE_LABELS[key],
      group: 'Every event (church-wide)',
    })),
    ...segments.docs.map((segment) => ({
      key: `segment:${segment.id}`,
      label: `Segment: ${segment.name}`,
      group: 'Segments',
    })),
  ]
  const defaultAudience = event ? eventAudienceKey(event.id) : 'all'
  const upcomingScheduled = event ? await readUpcomingScheduled(payload, event, now) : []
  const requestedType = firstSearchParam(searchParams?.type)
  const requestedAudience = firstSearchParam(searchParams?.audience) ?? ''

  return (
    <StaffViewTemplate {...props}>
      <h1>Messaging Center</h1>
      {chosen.event && (
        <EventPicker
          events={eventPickerOptions(chosen.events)}
          selected={chosen.event.id}
          keep={['type']}
          label="Event audiences"
        />
      )}
      <MessagingCenter
        templates={templates.docs.map((t): TemplateOption => ({
          id: t.id,
          name: t.name,
          type: t.type,
          subject: t.subject ?? '',
          content: t.content,
          isDefault: Boolean(t.isDefault),
          purpose: t.purpose,
        }))}
        audiences={audiences}
        initialLogs={logs.docs as unknown as HistoryLog[]}
        initialType={requestedType === 'sms' ? 'sms' : 'email'}
        initialAudience={
          parseAudienceKey(requestedAudience) && audiences.some((a) => a.key === requestedAudience)
            ? requestedAudience
            : defaultAudience
        }
        eventId={event?.id ?? null}
        upcomingScheduled={upcomingScheduled}
      />
    </StaffViewTemplate>
  )
})

/** The picked event's scheduled messages still to go (enabled, their window not closed), for the compose screen's warning. */
async function readUpcomingScheduled(
  payload: Payload,
  event: { id: number; sessions: ReadonlyArray<{ key: string; title: string }> },
  now: Date,
): Promise<UpcomingScheduledMessage[]> {
  const { docs } = await payload.find({
    collection: 'scheduled-messages',
    where: {
      and: [
        { event: { equals: event.id } },
        { enabled: { equals: true } },
        { sendUntil: { greater_than: now.toISOString() } },
      ],
    },
    sort: 'dueAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return docs
    .filter((message) => message.dueAt)
    .map((message) => ({
      name: message.name,
      sessionKey: message.sessionKey,
      sessionTitle: event.sessions.find((session) => session.key === message.sessionKey)?.title ?? message.sessionKey,
      audience: message.audience,
      offset: {
        amount: message.amount,
        unit: message.unit,
        direction: message.direction,
        anchor: message.anchor,
      } as ScheduleOffset,
      dueAt: message.dueAt!,
    }))
}
