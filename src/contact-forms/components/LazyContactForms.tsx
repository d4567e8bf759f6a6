'use client'

import dynamic from 'next/dynamic'

type ContactFormProps = { churchName: string }

// Each loaded on its own, so a page ships only the form it shows (and the validation code with it).
export const LazyFoundationSchoolForm = dynamic<ContactFormProps>(() =>
  import('./FoundationSchoolForm').then((module) => module.FoundationSchoolForm),
)
export const LazyPrayerRequestForm = dynamic<ContactFormProps>(() =>
  import('./PrayerRequestForm').then((module) => module.PrayerRequestForm),
)
export const LazyPlanVisitForm = dynamic<ContactFormProps>(() =>
  import('./PlanVisitForm').then((module) => module.PlanVisitForm),
)
