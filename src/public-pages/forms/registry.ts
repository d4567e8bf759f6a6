import type { AttendanceForm } from '@/events/rules/attendance-form'
import type { FormBlock } from '@/payload-types'

export type FormType = FormBlock['formType']
/**
 * Everything a public form needs from the server, computed there from the CMS as plain data. The
 * event registration form needs its event; the other forms ignore it.
 */
export type PublicFormProps = { churchName: string; event?: AttendanceForm | null }
