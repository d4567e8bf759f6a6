import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'

import { StaffViewTemplate } from '@/admin/components/StaffViewTemplate'
import { roleOf } from '@/access/roles'

import { SubjectRequests } from './SubjectRequests'

/** /admin/privacy: subject access and erasure requests (UK GDPR articles 15 and 17), for admins. */
export async function PrivacyView(props: AdminViewServerProps) {
  const role = roleOf(props.initPageResult.req.user as never)
  if (role === 'volunteer') redirect('/admin/checkin')
  if (role !== 'admin') redirect('/admin')
  return (
    <StaffViewTemplate {...props}>
      <h1>Data requests</h1>
      <p className="staff-muted">Find everything held about a person by e-mail address, give them a copy, or erase it.</p>
      <SubjectRequests />
    </StaffViewTemplate>
  )
}
