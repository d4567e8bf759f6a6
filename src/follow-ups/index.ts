/** What the collections and the config use of this domain on the server. */
export { followUpCardEndpoints } from './endpoints'
export { followUpFirstCheckin, followUpPrayerRequest, followUpVisitPlan } from './hooks/add-cards-for-rules'
export { sendFollowUpDigest, sendFollowUpDigestTask } from './send-follow-up-digest'
