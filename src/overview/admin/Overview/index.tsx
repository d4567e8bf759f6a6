import type { CSSProperties, ReactNode } from 'react'

import { BarChart } from '@/ui/charts/BarChart'
import {
  chooseStaffEvent,
  eventPickerOptions,
  formatEventDateLine,
  sessionLabels,
  readFeaturedEventState,
  staffCalendarLink,
  type StaffEvent,
} from '@/events'
import { EventPicker } from '@/events/admin/EventPicker'
import { FeaturedEventNotice } from '@/events/admin/FeaturedEventNotice'
import {
  countAllRegistrations,
  countRegistrations,
  countRegistrationsPerDay,
  eventParamSchema,
  formatChartDay,
  overviewCountsOf,
  type OverviewFigure,
  overviewFigures,
  type RegistrationDays,
  registrationListParams,
  type RegistrationStats,
} from '@/registrations'
import { ExportCsvButton } from '@/registrations/admin/ExportCsvButton'
import { EventMoney } from '@/payments/admin/EventMoney'
import { LiveArrivals } from '@/checkins/admin/LiveArrivals'
import { gateStaffView } from '@/staff/admin/gate-staff-view'
import { percentOf } from '@/platform/data/percentages'
import { firstSearchParam } from '@/platform/http/search-params'
import { EditorHome } from './EditorHome'
import { dayChartData, sessionChartData } from './overview-charts'

import './overview.css'

const STATS_FAILED = 'Failed to load dashboard statistics.'

const card: CSSProperties = {
  background: 'var(--theme-elevation-50)',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 8,
  padding: 16,
}
const grid: CSSProperties = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }

/** A figure's card; one the registrations table can list exactly links to that list, filtered. */
function StatCard({ figure, total, href }: { figure: OverviewFigure; total: number; href: string | null }) {
  const body = (
    <>
      <span className="overview-figure__label">{figure.label}</span>
      <span className="overview-figure__value">{figure.value}</span>
      {figure.isShare && (
        <span className="overview-figure__share">{percentOf(figure.value, total)}% of registrations</span>
      )}
    </>
  )
  return href ? (
    <a className="overview-figure overview-figure--link" href={href} data-stat={figure.label} data-value={figure.value}>
      {body}
    </a>
  ) : (
    <div className="overview-figure" data-stat={figure.label} data-value={figure.value}>
      {body}
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
 * The SPEC's cards for the chosen event, each named for exactly what it counts, and each that the
 * registrations table can list linking to it filtered (the table then counts the same number).
 */
function StatCards({ event, stats }: { event: StaffEvent; stats: RegistrationStats }) {
  const figures = overviewFigures(event, overviewCountsOf(stats))
  return (
    <div style={grid}>
      {figures.map((figure) => (
        <StatCard
          key={figure.label}
          figure={figure}
          total={stats.totalRegistrations}
          href={
            figure.filters
              ? `/admin/registrations?${registrationListParams({ event: event.id, filters: figure.filters }).toString()}`
              : null
          }
        />
      ))}
    </div>
  )
}

/** Registrations per UK day, and per session who registered and who was checked in. */
function Charts({ event, stats, perDay }: { event: StaffEvent; stats: RegistrationStats; perDay: RegistrationDays }) {
  const first = perDay.days[0]
  const last = perDay.days.at(-1)
  const period =
    first && last
      ? first.day === last.day
        ? `on ${formatChartDay(first.day).long}`
        : `from ${formatChartDay(first.day).long} to ${formatChartDay(last.day).long}`
      : ''
  const counted = perDay.days.reduce((sum, entry) => sum + entry.count, 0)
  return (
    <div className="overview-charts">
      <BarChart
        id="chart-per-day"
        title="Registrations per day"
        summary={
          first
            ? `${counted} registrations ${period} (UK dates${perDay.isCut ? `, the last ${perDay.days.length} days` : ''}), cancelled ones left out.`
            : undefined
        }
        emptyMessage="Nobody has registered yet."
        {...dayChartData(perDay.days)}
      />
      <BarChart
        id="chart-per-session"
        title="Checked in and registered per session"
        summary="Registered counts everyone who chose the session or every session; cancelled registrations are left out."
        {...sessionChartData(sessionLabels(event.sessions), stats.sessions)}
      />
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
            {counts && typeof session.capacity === 'number' && (
              <p style={{ margin: '4px 0' }} data-testid={`session-places-${label.key}`}>
                {Math.max(0, session.capacity - counts.registered)} of {session.capacity} places left
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
    const [stats, allRecords, perDay] = await Promise.all([
      countRegistrations(payload, event),
      countAllRegistrations(payload),
      countRegistrationsPerDay(payload, event),
    ])
    return { stats, allRecords, perDay }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Overview statistics failed to load' })
    return null
  }
}

/** The admin's home (/admin): the chosen event at a glance; editors get a welcome to the content screens. */
export const Overview = gateStaffView('/admin', async ({ initPageResult, searchParams }, role) => {
  if (role !== 'admin') return <EditorHome />
  const { payload, user } = initPageResult.req

  const { events, event } = await chooseStaffEvent(
    payload,
    user,
    eventParamSchema.parse(firstSearchParam(searchParams?.event) ?? null),
  )
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
  const [loaded, featured] = await Promise.all([loadStats(payload, event), readFeaturedEventState(payload)])
  const eventQuery = `event=${event.id}`
  const total = loaded?.stats.totalRegistrations ?? 0
  return (
    <div className="overview" style={{ padding: '32px var(--gutter-h)' }}>
      <div className="staff-heading">
        <h1>Overview</h1>
        <EventPicker events={eventPickerOptions(events)} selected={event.id} />
      </div>

      <FeaturedEventNotice state={featured} />

      {loaded ? <StatCards event={event} stats={loaded.stats} /> : <p role="alert">{STATS_FAILED}</p>}

      {/* Today's sessions, live: who is in against the places, and when they arrived. */}
      <LiveArrivals eventId={event.id} />

      <EventMoney payload={payload} user={user} eventId={event.id} />

      {loaded && (
        <Section title="Charts">
          <Charts event={event} stats={loaded.stats} perDay={loaded.perDay} />
        </Section>
      )}

      <Section title="Event Schedule">
        <Schedule event={event} stats={loaded?.stats ?? null} />
      </Section>

      <Section title="Quick Actions">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          {/* The registrations the total counts, so the file holds as many rows as the message says. */}
          <ExportCsvButton
            href={`/api/registrations/export?${eventQuery}&status=active`}
            successMessage={`${total} registrations exported.`}
          />
          <ExportCsvButton
            href="/api/registrations/export?backup=1"
            label="Export Complete Database"
            style="secondary"
            successMessage={`Complete database backup exported, ${loaded?.allRecords ?? 0} records.`}
            failureMessage="Failed to export data backup."
          />
          {/* The treasurer's file: every payment and refund of this event, with Stripe's fee and the net. */}
          <ExportCsvButton
            href={`/api/payments/export?${eventQuery}`}
            label="Export Payments"
            style="secondary"
            successMessage="Payments and refunds exported."
            failureMessage="Failed to export payments."
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
          <li>
            <a href={`/admin/registrations?${eventQuery}`}>Registrations</a>
          </li>
          <li>
            <a href={`/admin/checkin?${eventQuery}`}>Check-In</a>
          </li>
          <li>
            <a href="/admin/messaging">Messaging</a>
          </li>
          <li>
            <a href="/admin/segments">Segments</a>
          </li>
          <li>
            <a href={`/admin/collections/events/${event.id}`}>Edit this event</a>
          </li>
          <li>
            <a href="/admin/collections/events">Events</a>
          </li>
          <li>
            <a href="/admin/collections/prayer-requests">Prayer requests</a>
          </li>
          <li>
            <a href="/admin/collections/visit-plans">Planned visits</a>
          </li>
          <li>
            <a href="/admin/collections/foundation-school-applications">Foundation school applications</a>
          </li>
          <li>
            <a href="/admin/collections/email-outbox">Outbox</a>
          </li>
          <li>
            <a href="/admin/collections/pages">Pages</a>
          </li>
          <li>
            <a href="/admin/globals/site-settings">Site settings</a>
          </li>
          <li>
            {event.status === 'published' ? (
              <a href={`/events/${event.slug}`}>View the event page</a>
            ) : (
              <a href={`/preview?path=${encodeURIComponent(`/events/${event.slug}`)}`}>
                Preview the event page (draft)
              </a>
            )}
          </li>
        </ul>
      </Section>
    </div>
  )
})
