import type { CSSProperties, ReactNode } from 'react'

import { EventPicker } from '@/admin/components/EventPicker'
import { ExportCsvButton } from '@/admin/components/ExportCsvButton'
import { gateStaffView } from '@/admin/gate-staff-view'
import { formatEventDateLine } from '@/lib/event-time'
import { percentOf } from '@/lib/percentages'
import { eventParamSchema } from '@/lib/schemas/registration-filters'
import { firstSearchParam } from '@/lib/search-params'
import { sessionLabels, staffCalendarLink } from '@/lib/session-labels'
import { chooseStaffEvent, eventPickerOptions, type StaffEvent } from '@/server/events/list-staff-events'
import { countAllRegistrations, countRegistrations, type RegistrationStats } from '@/server/registrations/count-registrations'

import { EditorHome } from './EditorHome'

export const STATS_FAILED = 'Failed to load dashboard statistics.'

const card: CSSProperties = { background: 'var(--theme-elevation-50)', border: '1px solid var(--theme-elevation-150)', borderRadius: 8, padding: 16 }
const grid: CSSProperties = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }
const muted: CSSProperties = { margin: 0, color: 'var(--theme-elevation-600)' }

function StatCard({ label, value, total }: { label: string; value: number; total?: number }) {
  return (
    <div style={card} data-stat={label}>
      <p style={muted}>{label}</p>
      <p style={{ margin: '4px 0 0', fontSize: 28, fontWeight: 700 }}>{value}</p>
      {total !== undefined && <p style={muted}>{percentOf(value, total)}% of registrations</p>}
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginTop: 32 }}>
      <h2 style={{ marginBottom: 12 }}>{title}</h2>
      {children}
    </section>
  )
}

/**
 * The SPEC's cards for the chosen event: online only, in person only, every session ("Both Days"
 * for the two-day event), consent, and who was checked in at each session ("Day 1 Checked In", or
 * the session's title when the sessions are not days).
 */
function StatCards({ event, stats }: { event: StaffEvent; stats: RegistrationStats }) {
  const total = stats.totalRegistrations
  const labels = sessionLabels(event.sessions)
  return (
    <div style={grid}>
      <StatCard label="Total Registrations" value={total} />
      <StatCard label="Online" value={stats.onlineCount} total={total} />
      <StatCard label="In-Person" value={stats.inPersonCount} total={total} />
      {event.sessions.length >= 2 && <StatCard label={event.allSessionsLabel} value={stats.bothCount} total={total} />}
      <StatCard label="GDPR Consent" value={stats.gdprConsent} total={total} />
      {labels.map((label, index) => (
        <StatCard key={label.key} label={`${label.short} Checked In`} value={stats.sessions[index]?.checkedIn ?? 0} total={total} />
      ))}
      <StatCard label="Cancelled" value={stats.cancelledCount} />
    </div>
  )
}

/** Each session with its registered and checked-in counts and its calendar file. */
function Schedule({ event, stats }: { event: StaffEvent; stats: RegistrationStats | null }) {
  return (
    <div style={grid}>
      {sessionLabels(event.sessions).map((label, index) => {
        const session = event.sessions[index]!
        const counts = stats?.sessions[index]
        const calendar = staffCalendarLink(event, label)
        return (
          <div key={label.key} style={card} data-session={label.key}>
            <strong>{label.long}</strong>
            <p style={{ margin: '4px 0' }}>{formatEventDateLine(session)}</p>
            {session.venue && <p style={{ margin: '4px 0' }}>{session.venue}</p>}
            {counts && (
              <p style={{ margin: '4px 0' }} data-testid={`session-counts-${label.key}`}>
                {counts.registered} registered · {counts.checkedIn} checked in
              </p>
            )}
            {/* A draft has no public page, so no calendar file yet. */}
            {event.status === 'published' && (
              <a href={calendar.href} download={calendar.filename}>
                Download {calendar.filename}
              </a>
            )}
          </div>
        )
      })}
    </div>
  )
}

async function loadStats(payload: Parameters<typeof countRegistrations>[0], event: StaffEvent) {
  try {
    const [stats, allRecords] = await Promise.all([countRegistrations(payload, event), countAllRegistrations(payload)])
    return { stats, allRecords }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Overview statistics failed to load' })
    return null
  }
}

/** The admin's home (/admin): the chosen event at a glance; editors get a welcome to the content screens. */
export const Overview = gateStaffView('/admin', async ({ initPageResult, searchParams }, role) => {
  if (role !== 'admin') return <EditorHome />
  const { payload, user } = initPageResult.req

  const { events, event } = await chooseStaffEvent(payload, user, eventParamSchema.parse(firstSearchParam(searchParams?.event) ?? null))
  if (!event) {
    return (
      <div style={{ padding: '32px var(--gutter-h)' }}>
        <h1>Overview</h1>
        <p>
          There are no events yet. <a href="/admin/collections/events/create">Create the first event</a>.
        </p>
      </div>
    )
  }
  const loaded = await loadStats(payload, event)
  const eventQuery = `event=${event.id}`
  const total = loaded?.stats.totalRegistrations ?? 0
  return (
    <div style={{ padding: '32px var(--gutter-h)' }}>
      <div className="staff-heading">
        <h1>Overview</h1>
        <EventPicker events={eventPickerOptions(events)} selected={event.id} />
      </div>

      {loaded ? <StatCards event={event} stats={loaded.stats} /> : <p role="alert">{STATS_FAILED}</p>}

      <Section title="Event Schedule">
        <Schedule event={event} stats={loaded?.stats ?? null} />
      </Section>

      <Section title="Quick Actions">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          <ExportCsvButton href={`/api/registrations/export?${eventQuery}`} successMessage={`${total} registrations exported.`} />
          <ExportCsvButton
            href="/api/registrations/export?backup=1"
            label="Export Complete Database"
            style="secondary"
            successMessage={`Complete database backup exported, ${loaded?.allRecords ?? 0} records.`}
            failureMessage="Failed to export data backup."
          />
          <a className="btn btn--style-secondary btn--size-medium" href={`/admin/messaging?type=email&${eventQuery}`}>
            Send Email
          </a>
          <a className="btn btn--style-secondary btn--size-medium" href={`/admin/messaging?type=sms&${eventQuery}`}>
            Send SMS
          </a>
          <a className="btn btn--style-secondary btn--size-medium" href={`/admin/segments?create=1&${eventQuery}`}>
            Create Segment
          </a>
          <a className="btn btn--style-secondary btn--size-medium" href={`/admin/checkin?${eventQuery}`}>
            Open Check-In
          </a>
        </div>
      </Section>

      <Section title="Quick Links">
        <ul>
          <li><a href={`/admin/registrations?${eventQuery}`}>Registrations</a></li>
          <li><a href={`/admin/checkin?${eventQuery}`}>Check-In</a></li>
          <li><a href="/admin/messaging">Messaging</a></li>
          <li><a href="/admin/segments">Segments</a></li>
          <li><a href={`/admin/collections/events/${event.id}`}>Edit this event</a></li>
          <li><a href="/admin/collections/events">Events</a></li>
          <li><a href="/admin/collections/prayer-requests">Prayer requests</a></li>
          <li><a href="/admin/collections/visit-plans">Planned visits</a></li>
          <li><a href="/admin/collections/foundation-school-applications">Foundation school applications</a></li>
          <li><a href="/admin/collections/email-outbox">Outbox</a></li>
          <li><a href="/admin/collections/pages">Pages</a></li>
          <li><a href="/admin/globals/site-settings">Site settings</a></li>
          <li>{event.status === 'published' ? <a href={`/events/${event.slug}`}>View the event page</a> : <a href={`/preview?path=${encodeURIComponent(`/events/${event.slug}`)}`}>Preview the event page (draft)</a>}</li>
        </ul>
      </Section>
    </div>
  )
})
