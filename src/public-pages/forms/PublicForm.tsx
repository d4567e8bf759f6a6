'use client'

import dynamic from 'next/dynamic'
import type { ComponentType } from 'react'

import type { FormType, PublicFormProps } from './registry'

// Loaded per form, so a page ships only the form it shows (and the validation code with it); pages
// without a form ship none. Each is still rendered on the server.
const components: Record<FormType, ComponentType<PublicFormProps>> = {
  'event-registration': dynamic(() => import('@/registrations/components/EventRegistrationForm').then((module) => module.EventRegistrationForm)),
  'foundation-school': dynamic(() => import('@/contact-forms/components/FoundationSchoolForm').then((module) => module.FoundationSchoolForm)),
  'prayer-request': dynamic(() => import('@/contact-forms/components/PrayerRequestForm').then((module) => module.PrayerRequestForm)),
  'plan-visit': dynamic(() => import('@/contact-forms/components/PlanVisitForm').then((module) => module.PlanVisitForm)),
}

export function PublicForm({ formType, ...props }: PublicFormProps & { formType: FormType }) {
  const Form = components[formType]
  return <Form {...props} />
}
