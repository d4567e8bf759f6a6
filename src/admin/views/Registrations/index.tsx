import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'

import { StaffViewTemplate } from '@/admin/components/StaffViewTemplate'
import { roleOf } from '@/access/roles'
import { parseRegistrationListQuery } from '@/lib/schemas/registration-filters'
import { listRegistrations, type RegistrationPage } from '@/server/registrations/list'

import { RegistrationsTable } from './RegistrationsTable'

export const LOAD_FAILED = 'Failed to load registrations.'

function toSearchParams(searchParams: AdminViewServerProps['searchParams']): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams ?? {})) {
    if (typeof value === 'string') params.set(key, value)
    else if (Array.isArray(value) && typeof value[0] === 'string') params.set(key, value[0])
  }
  return params
}

/**
 * /admin/registrations: the table, filtered, searched, sorted and paged in the database. The URL
 * holds the whole state, so a view can be shared and survives a reload.
 */
export async function RegistrationsView(props: AdminViewServerProps) {
  const { initPageResult, searchParams } = props
  const { user, payload } = initPageResult.req
  const role = roleOf(user as never)
  if (role === 'volunteer') redirect('/admin/checkin')
  if (role !== 'admin') redirect('/admin')

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
}
