import { StaffViewTemplate } from '@/ui/admin/StaffViewTemplate'
import { gateStaffView } from '@/staff/admin/gate-staff-view'
import {
  chooseStaffEvent,
  eventPickerOptions,
  formatEventDateLine,
  sessionLabels,
  staffCalendarLink,
  type StaffEvent,
} from '@/events'
import { countAllRegistrations, eventParamSchema } from '@/registrations'
import { firstSearchParam } from '@/platform/http/search-params'
import { isResendConfigured } from '@/platform/email'
import { findContactTokenPages } from '@/site/admin/find-contact-token-pages'
import { isSmsConfigured } from '@/platform/sms'
import { readStripeStatus } from '@/payments'

import { SettingsTabs } from './SettingsTabs'
import { isSettingsTab, type CalendarChoice, type DeliveryRow } from './types'

/** The chosen event's calendar files, one per session ("Day 1" for the two-day event). */
function calendarOf(events: StaffEvent[], event: StaffEvent | null): CalendarChoice | null {
  if (!event) return null
  return {
    events: eventPickerOptions(events),
    selected: event.id,
    sessions: sessionLabels(event.sessions).map((label, index) => ({
      key: label.key,
      title: label.long,
      short: label.short,
      when: formatEventDateLine(event.sessions[index]!),
      // A draft has no public page, so no calendar file yet.
      ...(event.status === 'published' ? staffCalendarLink(event, label) : { href: null, filename: null }),
    })),
  }
}

/** /admin/settings: contact details (the site settings), integrations, and export & calendar. */
export const SettingsView = gateStaffView('/admin/settings', async (props) => {
  const { initPageResult, searchParams } = props
  const { user, payload } = initPageResult.req
  const tab = firstSearchParam(searchParams?.tab)

  const [settings, integrations, { events, event }, recordCount, deliveries, contactPages, stripe] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, user }),
    payload.findGlobal({ slug: 'integrations', depth: 0, overrideAccess: false, user }),
    chooseStaffEvent(payload, user, eventParamSchema.parse(firstSearchParam(searchParams?.event) ?? null)),
    countAllRegistrations(payload),
    payload.find({
      collection: 'webhook-deliveries',
      sort: '-createdAt',
      limit: 10,
      depth: 0,
      overrideAccess: false,
      user,
    }),
    findContactTokenPages(payload),
    readStripeStatus(payload),
  ])

  return (
    <StaffViewTemplate {...props}>
      <h1>Settings</h1>
      <SettingsTabs
        contact={{
          enquiriesEmail: settings.enquiriesEmail ?? '',
          phones: (settings.phones ?? []).map((p) => ({
            id: p.id ?? null,
            number: p.number,
            inFooter: p.inFooter ?? true,
          })),
          websiteUrl: settings.websiteUrl ?? '',
          liveStreamUrl: settings.liveStreamUrl ?? '',
        }}
        contactPages={contactPages}
        webhook={{ url: integrations.webhookUrl ?? '', secret: integrations.webhookSecret ?? '' }}
        status={{ emailConfigured: isResendConfigured(), smsConfigured: isSmsConfigured(), stripe }}
        initialTab={isSettingsTab(tab) ? tab : 'contact'}
        calendar={calendarOf(events, event)}
        recordCount={recordCount}
        deliveries={deliveries.docs.map((d): DeliveryRow => ({
          id: d.id,
          event: d.event,
          status: d.status,
          attempts: d.attempts ?? 0,
          lastStatus: d.lastStatus ?? null,
          lastError: d.lastError ?? null,
          createdAt: d.createdAt,
        }))}
        userEmail={String(user?.email ?? '')}
      />
    </StaffViewTemplate>
  )
})
