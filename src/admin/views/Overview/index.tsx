import type { CSSProperties, ReactNode } from 'react'

import { ExportCsvButton } from '@/admin/components/ExportCsvButton'
import { gateStaffView } from '@/admin/gate-staff-view'
import { eventDaysFrom } from '@/lib/event-days'
import { formatEventDateLine } from '@/lib/event-time'
import { percentOf } from '@/lib/percentages'
import { countRegistrations } from '@/server/registrations/count-registrations'

import { EditorHome } from './EditorHome'

const card: CSSProperties = { background: 'var(--theme-elevation-50)', border: '1px solid var(--theme-elevation-150)', borderRadius: 8, padding: 16 }
const grid: CSSProperties = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }

function StatCard({ label, value, total }: { label: string; value: number; total?: number }) {
  return (
    <div style={card} data-stat={label}>
      <p style={{ margin: 0, color: 'var(--theme-elevation-600)' }}>{label}</p>
      <p style={{ margin: '4px 0 0', fontSize: 28, fontWeight: 700 }}>{value}</p>
      {total !== undefined && <p style={{ margin: 0, color: 'var(--theme-elevation-600)' }}>{percentOf(value, total)}% of registrations</p>}
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

/** The admin's home (/admin): the event at a glance; editors get a welcome to the content screens. */
export const Overview = gateStaffView('/admin', async ({ payload }, role) => {
  if (role !== 'admin') return <EditorHome />

  const [stats, event] = await Promise.all([countRegistrations(payload), payload.findGlobal({ slug: 'event', depth: 0 })])
  const total = stats.totalRegistrations
  return (
    <div style={{ padding: '32px var(--gutter-h)' }}>
      <h1>Overview</h1>
      <div style={grid}>
        <StatCard label="Total Registrations" value={total} />
        <StatCard label="Online" value={stats.onlineCount} total={total} />
        <StatCard label="In-Person" value={stats.inPersonCount} total={total} />
        <StatCard label="Both Days" value={stats.bothCount} total={total} />
        <StatCard label="GDPR Consent" value={stats.gdprConsent} total={total} />
        <StatCard label="Day 1 Checked In" value={stats.day1CheckedIn} total={total} />
        <StatCard label="Day 2 Checked In" value={stats.day2CheckedIn} total={total} />
        <StatCard label="Cancelled" value={stats.cancelledCount} />
      </div>

      <Section title="Event Schedule">
        <div style={grid}>
          {eventDaysFrom(event).map((day) => (
            <div key={day.key} style={card}>
              <strong>{day.title}</strong>
              <p style={{ margin: '4px 0' }}>{formatEventDateLine(day)}</p>
              {day.venue && <p style={{ margin: '4px 0' }}>{day.venue}</p>}
              <a href={`/outreach-event/calendar/${day.key}`} download={`${day.key}.ics`}>
                Download {day.key}.ics
              </a>
            </div>
          ))}
        </div>
      </Section>

      <Section title="Quick Actions">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          <ExportCsvButton href="/api/registrations/export" successMessage={`${total} registrations exported.`} />
          <ExportCsvButton
            href="/api/registrations/export?backup=1"
            label="Export Complete Database"
            style="secondary"
            successMessage={`Complete database backup exported, ${total + stats.cancelledCount} records.`}
            failureMessage="Failed to export data backup."
          />
          <a className="btn btn--style-secondary btn--size-medium" href="/admin/messaging?type=email">
            Send Email
          </a>
          <a className="btn btn--style-secondary btn--size-medium" href="/admin/messaging?type=sms">
            Send SMS
          </a>
          <a className="btn btn--style-secondary btn--size-medium" href="/admin/segments?create=1">
            Create Segment
          </a>
          <a className="btn btn--style-secondary btn--size-medium" href="/admin/checkin">
            Open Check-In
          </a>
        </div>
      </Section>

      <Section title="Quick Links">
        <ul>
          <li><a href="/admin/registrations">Registrations</a></li>
          <li><a href="/admin/checkin">Check-In</a></li>
          <li><a href="/admin/messaging">Messaging</a></li>
          <li><a href="/admin/segments">Segments</a></li>
          <li><a href="/admin/collections/prayer-requests">Prayer requests</a></li>
          <li><a href="/admin/collections/visit-plans">Planned visits</a></li>
          <li><a href="/admin/collections/foundation-school-applications">Foundation school applications</a></li>
          <li><a href="/admin/collections/email-outbox">Outbox</a></li>
          <li><a href="/admin/collections/pages">Pages</a></li>
          <li><a href="/admin/globals/site-settings">Site settings</a></li>
          <li><a href="/outreach-event">View the event page</a></li>
        </ul>
      </Section>
    </div>
  )
})
