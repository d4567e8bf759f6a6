import { chooseStaffEvent, eventPickerOptions } from '@/events'
import { EventPicker } from '@/events/admin/EventPicker'
import { StaffViewTemplate } from '@/ui/admin/StaffViewTemplate'
import { gateStaffView } from '@/staff/admin/gate-staff-view'
import { eventParamSchema } from '@/registrations'
import { firstSearchParam } from '@/platform/http/search-params'
import { segmentsOfEventWhere, type SegmentEventOption, type SegmentSummary } from '../../rules/segment-form'
import { SegmentsBoard } from './SegmentsBoard'

/**
 * /admin/segments: saved audiences as cards, each with its live count, export and messaging
 * links, for the event the picker shows (`?event=`): its own segments and those covering every event.
 * ?create=1 (the overview's "Create Segment") opens the Create dialog, limited to that event.
 */
export const SegmentsView = gateStaffView('/admin/segments', async (props) => {
  const { initPageResult, searchParams } = props
  const { user, payload } = initPageResult.req

  let segments: SegmentSummary[] | null = null
  let elsewhere = 0
  const { events, event } = await chooseStaffEvent(
    payload,
    user,
    eventParamSchema.parse(firstSearchParam(searchParams?.event) ?? null),
  )
  const options: SegmentEventOption[] = events.map(({ id, title, sessions }) => ({
    id,
    title,
    sessions: sessions.map(({ key, title }) => ({ key, title })),
  }))
  try {
    const [listed, others] = await Promise.all([
      payload.find({
        collection: 'segments',
        ...(event ? { where: segmentsOfEventWhere(event.id) } : {}),
        sort: '-createdAt',
        limit: 200,
        depth: 0,
        overrideAccess: false,
        user,
      }),
      event
        ? payload.count({
            collection: 'segments',
            where: { and: [{ 'filters.event': { exists: true } }, { 'filters.event': { not_equals: event.id } }] },
            overrideAccess: false,
            user,
          })
        : { totalDocs: 0 },
    ])
    segments = listed.docs.map(({ id, name, description, filters, createdAt }) => ({
      id,
      name,
      description: description ?? null,
      filters,
      createdAt,
    }))
    elsewhere = others.totalDocs
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Segments view failed to load' })
  }

  return (
    <StaffViewTemplate {...props}>
      <div className="staff-heading">
        <h1>Segments</h1>
        {event && <EventPicker events={eventPickerOptions(events)} selected={event.id} />}
      </div>
      {event && (
        <p className="staff-muted" data-testid="segments-scope">
          Segments of {event.title} and those covering every event.
          {elsewhere > 0 &&
            ` ${elsewhere} ${elsewhere === 1 ? 'segment is' : 'segments are'} limited to other events: pick their event above.`}
        </p>
      )}
      <SegmentsBoard
        key={event?.id ?? 0}
        initialSegments={segments}
        events={options}
        eventId={event?.id ?? null}
        openCreateOnArrival={firstSearchParam(searchParams?.create) === '1'}
      />
    </StaffViewTemplate>
  )
})
