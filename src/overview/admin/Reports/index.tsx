import { BarChart } from '@/ui/charts/BarChart'
import { StaffViewTemplate } from '@/ui/admin/StaffViewTemplate'
import { chooseStaffEvent, eventPickerOptions } from '@/events'
import { EventPicker } from '@/events/admin/EventPicker'
import { eventParamSchema } from '@/registrations'
import { ExportCsvButton } from '@/registrations/admin/ExportCsvButton'
import { gateStaffView } from '@/staff/admin/gate-staff-view'
import { firstSearchParam } from '@/platform/http/search-params'

import { readReport } from '../../read-report'
import type { ReportName, ReportTable } from '../../rules/report-tables'

import './reports.css'

/**
 * One report: its chart (an SVG named by its title, from src/ui/charts), the table of the same
 * figures, and its CSV download. The first column labels the bars; the others are the series.
 */
function Report({
  id,
  title,
  summary,
  table,
  csvHref,
}: {
  id: string
  title: string
  summary: string
  table: ReportTable
  csvHref: string
}) {
  const [heading, ...seriesNames] = table.headers
  return (
    <section className="report" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      <BarChart
        id={id}
        title={title}
        summary={summary}
        categoryHeading={heading!}
        labels={table.rows.map((row) => String(row[0]))}
        series={seriesNames.map((name, index) => ({
          name,
          values: table.rows.map((row) => Number(row[index + 1]) || 0),
        }))}
      />
      <div className="report__table">
        <table data-report={id}>
          <caption>{title}: the figures</caption>
          <thead>
            <tr>
              {table.headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) =>
                  column === 0 ? (
                    <th key={column} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={column}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ExportCsvButton
        href={csvHref}
        label={`Download ${title.toLowerCase()} (CSV)`}
        successMessage={`${title} downloaded.`}
        failureMessage="Failed to download the report."
        style="secondary"
      />
    </section>
  )
}

const csv = (report: ReportName, event?: number) => `/api/reports/csv?report=${report}${event ? `&event=${event}` : ''}`

/** The reports over every event, in the order the page shows them (the event's own comes first). */
const CHURCH_REPORTS = [
  {
    report: 'monthly',
    title: 'People who came, by month',
    summary: 'First-timers, returning and regular people (8 check-ins in 16 weeks) over the last 12 months.',
  },
  {
    report: 'returns',
    title: 'First-timers who came again',
    summary: 'Per event: its first-timers, and how many came to anything again within 3 months.',
  },
  {
    report: 'follow-ups',
    title: 'Follow-up cards',
    summary: 'Cards opened and completed per month over the last 12 months.',
  },
] as const satisfies ReadonlyArray<{ report: ReportName; title: string; summary: string }>

/** /admin/reports: attendance per event and over time, first-timers coming back, and follow-up work done. */
export const ReportsView = gateStaffView('/admin/reports', async (props) => {
  const { payload, user } = props.initPageResult.req
  const { events, event } = await chooseStaffEvent(
    payload,
    user,
    eventParamSchema.parse(firstSearchParam(props.searchParams?.event) ?? null),
  )
  const [perEvent, ...churchTables] = await Promise.all([
    readReport(payload, 'event', event?.id),
    ...CHURCH_REPORTS.map(({ report }) => readReport(payload, report)),
  ])
  return (
    <StaffViewTemplate {...props}>
      <div className="staff-heading">
        <h1>Reports</h1>
        {event ? <EventPicker events={eventPickerOptions(events)} selected={event.id} /> : null}
      </div>
      {event ? (
        <Report
          id="report-event"
          title={`${event.title}: each session`}
          summary="Registered, attended, no-shows, walk-ins and first-timers per session."
          table={perEvent}
          csvHref={csv('event', event.id)}
        />
      ) : (
        <p>There are no events yet.</p>
      )}
      {CHURCH_REPORTS.map(({ report, title, summary }, index) => (
        <Report
          key={report}
          id={`report-${report}`}
          title={title}
          summary={summary}
          table={churchTables[index]!}
          csvHref={csv(report)}
        />
      ))}
    </StaffViewTemplate>
  )
})
