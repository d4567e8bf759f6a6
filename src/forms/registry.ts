import type { AttendanceDayDetails } from '@/lib/attendance-day-details'
import type { FormBlock } from '@/payload-types'

export type FormType = FormBlock['formType']
/** Everything a public form needs from the server, computed there from the CMS as plain data. */
export type PublicFormProps = { churchName: string; attendanceDayDetails: AttendanceDayDetails }
