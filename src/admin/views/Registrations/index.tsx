import type { AdminViewServerProps } from 'payload'

import { StaffViewTemplate } from '@/admin/components/StaffViewTemplate'
import { gateStaffView } from '@/admin/gate-staff-view'
import { parseRegistrationListQuery } from '@/lib/schemas/registration-filters'
import { firstSearchParam } from '@/lib/search-params'
import { listRegistrations, type RegistrationPage } from '@/server/registrations/list-registrations'

import { RegistrationsTable } from './RegistrationsTable'

export const LOAD_FAILED = 'Failed to load registrations.'

function toSearchParams(searchParams: AdminViewServerProps['searchParams']): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams ?? {})) {
    const first = firstSearchParam(value)
    if (typeof first === 'string') params.set(key, first)
  }
  return params
}

/**
 * /admin/registrations: the table, filtered, searched, sorted and paged in the database. The URL
 * holds the whole state, so a view can be shared and survives a reload.
 */
export const RegistrationsView = gateStaffView('/admin/registrations', async (props) => {
  const { initPageResult, searchParams } = props
  const { user, payload } = initPageResult.req

  const query = parseRegistrationListQuery(toSearchParams(searchParams))
  let page: RegistrationPage | null = null
  try {
    page = await listRegistrations(payload, user, query)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Registrations view failed to load' })
  }
  return (
    <StaffViewTemplate {...props}>
      <h1>Registrations</h1>
      <RegistrationsTable query={query} page={page} loadFailedMessage={LOAD_FAILED} />
    </StaffViewTemplate>
  )
})
