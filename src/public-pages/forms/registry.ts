import type { FormBlock } from '@/payload-types'
import type { EventRegistrationFormProps } from '@/registrations/components/EventRegistrationForm'

export type FormType = FormBlock['formType']
/**
 * Everything a public form needs from the server, computed there from the CMS as plain data. The
 * event registration form needs its event; the other forms ignore it.
 */
export type PublicFormProps = EventRegistrationFormProps
