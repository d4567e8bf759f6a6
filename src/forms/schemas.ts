import type { z } from 'zod'

/**
 * Each public form's schema, the one its endpoint validates with, as a separate download: the
 * validation library is a fifth of a form page's script, and only people who fill in the form need it.
 */
export type SchemaLoader = () => Promise<z.ZodType>

export const loadRegistrationSchema: SchemaLoader = () => import('@/lib/schemas/registration').then((module) => module.registrationSchema)
export const loadFoundationSchoolSchema: SchemaLoader = () => import('@/lib/schemas/contact-forms').then((module) => module.foundationSchoolSchema)
export const loadPrayerRequestSchema: SchemaLoader = () => import('@/lib/schemas/contact-forms').then((module) => module.prayerRequestSchema)
export const loadVisitPlanSchema: SchemaLoader = () => import('@/lib/schemas/contact-forms').then((module) => module.visitPlanSchema)
