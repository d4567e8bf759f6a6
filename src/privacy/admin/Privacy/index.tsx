import { StaffViewTemplate } from '@/ui/admin/StaffViewTemplate'
import { gateStaffView } from '@/staff/admin/gate-staff-view'

import { SubjectRequests } from './SubjectRequests'

/** /admin/privacy: subject access and erasure requests (UK GDPR articles 15 and 17). */
export const PrivacyView = gateStaffView('/admin/privacy', (props) => (
  <StaffViewTemplate {...props}>
    <h1>Data requests</h1>
    <p className="staff-muted">Find everything held about a person by e-mail address, give them a copy, or erase it.</p>
    <SubjectRequests />
  </StaffViewTemplate>
))
