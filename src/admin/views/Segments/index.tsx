import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'

import { StaffViewTemplate } from '@/admin/components/StaffViewTemplate'
import { roleOf } from '@/access/roles'
import type { SegmentSummary } from '@/lib/segment-form'

import { SegmentsBoard } from './SegmentsBoard'

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * /admin/segments: saved audiences as cards, each with its live count, export and messaging
 * links. Admins only; ?create=1 (the overview's "Create Segment") opens the Create dialog.
 */
export async function SegmentsView(props: AdminViewServerProps) {
  const { initPageResult, searchParams } = props
  const { user, payload } = initPageResult.req
  const role = roleOf(user as never)
  if (role === 'volunteer') redirect('/admin/checkin')
  if (role !== 'admin') redirect('/admin')

  let segments: SegmentSummary[] | null = null
  try {
    const { docs } = await payload.find({ collection: 'segments', sort: '-createdAt', limit: 200, depth: 0, overrideAccess: false, user })
    segments = docs.map(({ id, name, description, filters, createdAt }) => ({ id, name, description: description ?? null, filters, createdAt }))
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Segments view failed to load' })
  }

  return (
    <StaffViewTemplate {...props}>
      <h1>Segments</h1>
      <SegmentsBoard initialSegments={segments} openCreateOnArrival={firstValue(searchParams?.create) === '1'} />
    </StaffViewTemplate>
  )
}
