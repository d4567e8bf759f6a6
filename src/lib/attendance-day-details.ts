import { DAY_CHOICE, type AttendanceChoice } from './attendance'
import { formatShortDayDate, formatShortTimeRange, type EventDay } from './event-time'

/** The one-line when-and-where shown beside each day's attendance box; empty when the event lacks that day. */
export type AttendanceDayDetails = Record<Exclude<AttendanceChoice, 'both'>, string>

/** "Sat 20 Sept, 5–7 PM, YouTube live stream": each event day's date, UK time and venue, keyed by its attendance choice. */
export function attendanceDayDetails(days: readonly EventDay[]): AttendanceDayDetails {
  const details: AttendanceDayDetails = { online: '', 'super-sunday': '' }
  for (const day of days) {
    const choice = DAY_CHOICE[day.key]
    if (choice === 'both') continue
    details[choice] = [formatShortDayDate(day), formatShortTimeRange(day), day.venue?.trim()].filter(Boolean).join(', ')
  }
  return details
}
