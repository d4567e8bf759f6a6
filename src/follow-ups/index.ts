/** What the collections and the config use of this domain on the server. */
export { addRuleCards } from './add-rule-cards'
export { followUpCardEndpoints } from './endpoints'
export { followUpFirstCheckin, followUpPrayerRequest, followUpVisitPlan } from './hooks/add-cards-for-rules'
export { MY_FOLLOW_UPS_PATH, sendFollowUpDigest, sendFollowUpDigestTask } from './send-follow-up-digest'
export { workCard } from './work-card'
