import type { SchemaLoader } from '@/ui/forms/use-public-form'

export const loadFoundationSchoolSchema: SchemaLoader = () =>
  import('../rules/contact-form-schemas').then((module) => module.foundationSchoolSchema)
export const loadPrayerRequestSchema: SchemaLoader = () =>
  import('../rules/contact-form-schemas').then((module) => module.prayerRequestSchema)
export const loadVisitPlanSchema: SchemaLoader = () =>
  import('../rules/contact-form-schemas').then((module) => module.visitPlanSchema)
