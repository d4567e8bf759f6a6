/** What other domains, the collections and the config use of this domain on the server. Loaded under plain Node too, so no client component (components.ts) comes through here. */
export { publicFormEndpoint } from './public-form-endpoint'
export {
  BEST_TIMES,
  GUEST_COUNTS,
  PREFERRED_CLASSES,
  SERVICE_DATES,
  SERVICE_DATE_LABELS,
  foundationSchoolSchema,
  prayerRequestSchema,
  visitPlanSchema,
} from './rules/contact-form-schemas'
export { sendFormNotificationsTask } from './send-form-notifications'
