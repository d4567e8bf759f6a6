/**
 * The one way the staff admin shows and takes a moment: UK style, 24-hour, the week starting on
 * Monday ("Tue 1 Dec 2026, 19:00"), with the picker's box named for screen readers (StaffDateField).
 * The public pages keep the SPEC's "10:30 AM".
 */
const STAFF_DATE_FORMAT = 'EEE d MMM yyyy, HH:mm'

const STAFF_DATE_TIME = {
  pickerAppearance: 'dayAndTime',
  displayFormat: STAFF_DATE_FORMAT,
  timeFormat: 'HH:mm',
  timeIntervals: 15,
  overrides: { calendarStartDay: 1 },
} as const

/** A date field's admin parts: the format above and the field that names its box. */
export const STAFF_DATE_ADMIN = {
  date: STAFF_DATE_TIME,
  components: { Field: '/src/ui/admin/StaffDateField.tsx#StaffDateField' },
} as const

/** A moment in a staff table, UK time: "1 Dec 2026, 19:00". */
export const formatStaffTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  })
