import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import './staff-admin.css'

/** Payload's own layout (navigation, header, theme) around a staff view, so it looks native. */
export function StaffViewTemplate({
  initPageResult,
  params,
  searchParams,
  children,
}: AdminViewServerProps & { children: ReactNode }) {
  return (
    <DefaultTemplate
      i18n={initPageResult.req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={initPageResult.req.payload}
      permissions={initPageResult.permissions}
      searchParams={searchParams}
      user={initPageResult.req.user || undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      <div className="staff-view">{children}</div>
    </DefaultTemplate>
  )
}
