import type { AttendanceDayDetails } from '@/lib/attendance-day-details'
import type { FormBlock } from '@/payload-types'

export type FormType = FormBlock['formType']
/** Everything a public form needs from the server, computed there from the CMS as plain data. */
export type PublicFormProps = { churchName: string; attendanceDayDetails: AttendanceDayDetails }

/** The kinds of public form that can be filled in online (see PublicForm for their components). */
export const ONLINE_FORM_TYPES: readonly FormType[] = ['event-registration', 'foundation-school', 'prayer-request', 'plan-visit']

export const isOnlineForm = (formType: FormType) => ONLINE_FORM_TYPES.includes(formType)
