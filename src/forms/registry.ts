import type { FormBlock } from '@/payload-types'

export type FormType = FormBlock['formType']
export type PublicFormProps = { churchName: string }

/** The kinds of public form that can be filled in online (see PublicForm for their components). */
export const ONLINE_FORM_TYPES: readonly FormType[] = ['event-registration', 'foundation-school', 'prayer-request', 'plan-visit']

export const isOnlineForm = (formType: FormType) => ONLINE_FORM_TYPES.includes(formType)
