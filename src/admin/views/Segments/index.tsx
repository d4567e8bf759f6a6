import { StaffViewTemplate } from '@/admin/components/StaffViewTemplate'
import { gateStaffView } from '@/admin/gate-staff-view'
import { firstSearchParam } from '@/lib/search-params'
import type { SegmentEventOption, SegmentSummary } from '@/lib/segment-form'
import { listStaffEvents } from '@/server/events/list-staff-events'

import { SegmentsBoard } from './SegmentsBoard'

/**
 * /admin/segments: saved audiences as cards, each with its live count, export and messaging
 * links. ?create=1 (the overview's "Create Segment") opens the Create dialog.
 */
export const SegmentsView = gateStaffView('/admin/segments', async (props) => {
  const { initPageResult, searchParams } = props
  const { user, payload } = initPageResult.req

  let segments: SegmentSummary[] | null = null
  let events: SegmentEventOption[] = []
  try {
    events = (await listStaffEvents(payload, user)).map(({ id, title, sessions }) => ({ id, title, sessions: sessions.map(({ key, title }) => ({ key, title })) }))
    const { docs } = await payload.find({ collection: 'segments', sort: '-createdAt', limit: 200, depth: 0, overrideAccess: false, user })
    segments = docs.map(({ id, name, description, filters, createdAt }) => ({ id, name, description: description ?? null, filters, createdAt }))
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Segments view failed to load' })
  }

  return (
    <StaffViewTemplate {...props}>
      <h1>Segments</h1>
      <SegmentsBoard initialSegments={segments} events={events} openCreateOnArrival={firstSearchParam(searchParams?.create) === '1'} />
    </StaffViewTemplate>
  )
})
