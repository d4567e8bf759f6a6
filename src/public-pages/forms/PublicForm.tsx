'use client'

import type { ComponentType } from 'react'

import {
  LazyFoundationSchoolForm,
  LazyPlanVisitForm,
  LazyPrayerRequestForm,
} from '@/contact-forms/components/LazyContactForms'
import { LazyEventRegistrationForm } from '@/registrations/components/LazyEventRegistrationForm'

import type { FormType, PublicFormProps } from './registry'

// Each form is loaded on its own (its domain's Lazy… component): a page ships only the form it shows,
// and pages without a form ship none. Each is still rendered on the server.
const components: Record<FormType, ComponentType<PublicFormProps>> = {
  'event-registration': LazyEventRegistrationForm,
  'foundation-school': LazyFoundationSchoolForm,
  'prayer-request': LazyPrayerRequestForm,
  'plan-visit': LazyPlanVisitForm,
}

export function PublicForm({ formType, ...props }: PublicFormProps & { formType: FormType }) {
  const Form = components[formType]
  return <Form {...props} />
}
