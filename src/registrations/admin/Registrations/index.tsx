import type { AdminViewServerProps } from 'payload'

import { chooseStaffEvent, eventPickerOptions, readEventQuestions, sessionLabels } from '@/events'
import { EventPicker } from '@/events/admin/EventPicker'
import { StaffViewTemplate } from '@/ui/admin/StaffViewTemplate'
import { gateStaffView } from '@/staff/admin/gate-staff-view'
import { canonicalSessionChoice } from '../../rules/audience'
import { parseRegistrationListQuery } from '../../rules/registration-filters'
import { firstSearchParam } from '@/platform/http/search-params'
import { listScopeOf } from '../../rules/audience'
import { listRegistrations, type RegistrationPage } from '../../list-registrations'

import { RegistrationsTable, type TableEvent } from './RegistrationsTable'

const LOAD_FAILED = 'Failed to load registrations.'

/** What the table keeps when another event is picked: its search, the filters every event has, the order. */
const KEPT_ON_EVENT_CHANGE = ['search', 'tag', 'gdpr', 'phone', 'status', 'payment', 'sort']

function toSearchParams(searchParams: AdminViewServerProps['searchParams']): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams ?? {})) {
    const first = firstSearchParam(value)
    if (typeof first === 'string') params.set(key, first)
  }
  return params
}

/**
 * /admin/registrations: one event's table (`?event=<id>`, the default event otherwise), filtered,
 * searched, sorted and paged in the database. The URL holds the whole state, so a view can be shared
 * and survives a reload.
 */
export const RegistrationsView = gateStaffView('/admin/registrations', async (props) => {
  const { initPageResult, searchParams } = props
  const { user, payload } = initPageResult.req

  const parsed = parseRegistrationListQuery(toSearchParams(searchParams))
  const { events, event } = await chooseStaffEvent(payload, user, parsed.event)
  if (!event) {
    return (
      <StaffViewTemplate {...props}>
        <h1>Registrations</h1>
        <p className="staff-card">
          There are no events yet. <a href="/admin/collections/events/create">Create the first event</a>.
        </p>
      </StaffViewTemplate>
    )
  }
  const attendance = canonicalSessionChoice(listScopeOf(event), parsed.filters.attendance)
  const query = { ...parsed, filters: { ...parsed.filters, attendance } }
  const questions = await readEventQuestions(payload, event.id)
  let page: RegistrationPage | null = null
  try {
    page = await listRegistrations(payload, user, event, query, questions)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Registrations view failed to load' })
  }
  const tableEvent: TableEvent = {
    id: event.id,
    sessions: sessionLabels(event.sessions).map(({ key, title, short, number }) => ({ key, title, short, number })),
    allKey: event.allSessionsKey,
    allLabel: event.allSessionsLabel,
    questions,
  }
  return (
    <StaffViewTemplate {...props}>
      <div className="staff-heading">
        <h1>Registrations</h1>
        <EventPicker events={eventPickerOptions(events)} selected={event.id} keep={KEPT_ON_EVENT_CHANGE} />
      </div>
      <RegistrationsTable key={event.id} event={tableEvent} query={query} page={page} loadFailedMessage={LOAD_FAILED} />
    </StaffViewTemplate>
  )
})
