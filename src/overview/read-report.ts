import type { Payload } from 'payload'

import { readAttendanceByMonth } from './read-attendance-by-month'
import { readEventReport } from './read-event-report'
import { readFirstTimerReturns } from './read-first-timer-returns'
import { readFollowUpReport } from './read-follow-up-report'
import {
  eventTable,
  followUpTable,
  monthlyTable,
  returnsTable,
  type ReportName,
  type ReportTable,
} from './rules/report-tables'

/** One report's table, by name (the event report for `eventId`). */
export async function readReport(payload: Payload, report: ReportName, eventId?: number): Promise<ReportTable> {
  switch (report) {
    case 'event':
      return eventTable(eventId ? await readEventReport(payload, eventId) : [])
    case 'monthly':
      return monthlyTable(await readAttendanceByMonth(payload))
    case 'returns':
      return returnsTable(await readFirstTimerReturns(payload))
    case 'follow-ups':
      return followUpTable(await readFollowUpReport(payload))
  }
}
