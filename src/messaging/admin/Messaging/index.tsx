import { StaffViewTemplate } from '@/ui/admin/StaffViewTemplate'
import { chooseStaffEvent, eventPickerOptions } from '@/events'
import { EventPicker } from '@/events/admin/EventPicker'
import { gateStaffView } from '@/staff/admin/gate-staff-view'
import { MESSAGING_AUDIENCES, MESSAGING_AUDIENCE_LABELS } from '@/registrations'
import { eventAudienceOptions } from '../../rules/event-audiences'
import { HISTORY_LIMIT, parseAudienceKey } from '../../rules/messaging'
import { firstSearchParam } from '@/platform/http/search-params'
import { MessagingCenter } from './MessagingCenter'
import type { AudienceOption, HistoryLog, TemplateOption } from './types'

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
  const audiences: AudienceOption[] = [
    ...MESSAGING_AUDIENCES.map((key) => ({ key: key as string, label: MESSAGING_AUDIENCE_LABELS[key] })),
    ...segments.docs.map((segment) => ({ key: `segment:${segment.id}`, label: `Segment: ${segment.name}` })),
    ...(chosen.event ? eventAudienceOptions(chosen.event, new Date()) : []),
  ]
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
            : 'all'
        }
      />
    </StaffViewTemplate>
  )
})
