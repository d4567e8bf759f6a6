import type { ComponentType } from 'react'

import type { FormBlock } from '@/payload-types'

import { EventRegistrationForm } from './EventRegistrationForm'
import { FoundationSchoolForm } from './FoundationSchoolForm'
import { PlanVisitForm } from './PlanVisitForm'
import { PrayerRequestForm } from './PrayerRequestForm'

export type FormType = FormBlock['formType']
export type PublicFormProps = { churchName: string }

/** Which component renders each kind of public form. */
export const formComponents: Partial<Record<FormType, ComponentType<PublicFormProps>>> = {
  'event-registration': EventRegistrationForm,
  'foundation-school': FoundationSchoolForm,
  'prayer-request': PrayerRequestForm,
  'plan-visit': PlanVisitForm,
}
