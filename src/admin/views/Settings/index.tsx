import { StaffViewTemplate } from '@/admin/components/StaffViewTemplate'
import { gateStaffView } from '@/admin/gate-staff-view'
import { eventDaysFrom } from '@/lib/event-days'
import { formatEventDateLine } from '@/lib/event-time'
import { isResendConfigured } from '@/server/email'
import { findContactTokenPages } from '@/server/content/find-contact-token-pages'
import { countRegistrations } from '@/server/registrations/count-registrations'
import { isSmsConfigured } from '@/server/sms'

import { SettingsTabs } from './SettingsTabs'
import type { DeliveryRow } from './types'

/** /admin/settings: contact details (the site settings), integrations, and export & calendar. */
export const SettingsView = gateStaffView('/admin/settings', async (props) => {
  const { initPageResult } = props
  const { user, payload } = initPageResult.req

  const [settings, integrations, event, stats, deliveries, contactPages] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, user }),
    payload.findGlobal({ slug: 'integrations', depth: 0, overrideAccess: false, user }),
    payload.findGlobal({ slug: 'event', depth: 0 }),
    countRegistrations(payload),
    payload.find({ collection: 'webhook-deliveries', sort: '-createdAt', limit: 10, depth: 0, overrideAccess: false, user }),
    findContactTokenPages(payload),
  ])

  return (
    <StaffViewTemplate {...props}>
      <h1>Settings</h1>
      <SettingsTabs
        contact={{
          enquiriesEmail: settings.enquiriesEmail ?? '',
          phones: (settings.phones ?? []).map((p) => ({ id: p.id ?? null, number: p.number, inFooter: p.inFooter ?? true })),
          websiteUrl: settings.websiteUrl ?? '',
          liveStreamUrl: settings.liveStreamUrl ?? '',
        }}
        contactPages={contactPages}
        webhook={{ url: integrations.webhookUrl ?? '', secret: integrations.webhookSecret ?? '' }}
        status={{ emailConfigured: isResendConfigured(), smsConfigured: isSmsConfigured() }}
        days={eventDaysFrom(event).map((day) => ({ key: day.key, title: day.title, when: formatEventDateLine(day) }))}
        recordCount={stats.totalRegistrations + stats.cancelledCount}
        deliveries={deliveries.docs.map(
          (d): DeliveryRow => ({ id: d.id, event: d.event, status: d.status, attempts: d.attempts ?? 0, lastStatus: d.lastStatus ?? null, lastError: d.lastError ?? null, createdAt: d.createdAt }),
        )}
        userEmail={String(user?.email ?? '')}
      />
    </StaffViewTemplate>
  )
})
