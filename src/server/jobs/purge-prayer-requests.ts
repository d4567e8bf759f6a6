import type { Payload, TaskConfig } from 'payload'

export const DEFAULT_PRAYER_RETENTION_DAYS = 180

/** Deletes prayer requests older than the retention period in Site settings; returns how many. */
export async function purgeExpiredPrayerRequests(payload: Payload, now = new Date()): Promise<number> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const days = settings.retention?.prayerRequestDays ?? DEFAULT_PRAYER_RETENTION_DAYS
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString()
  const { docs } = await payload.delete({ collection: 'prayer-requests', where: { createdAt: { less_than: cutoff } }, depth: 0 })
  if (docs.length) payload.logger.info(`Retention: deleted ${docs.length} prayer request(s) older than ${days} days`)
  return docs.length
}

/** Runs every night at 03:00 (server time) through the jobs queue. */
export const purgePrayerRequestsTask: TaskConfig<'purgeExpiredPrayerRequests'> = {
  slug: 'purgeExpiredPrayerRequests',
  schedule: [{ cron: '0 0 3 * * *', queue: 'default' }],
  handler: async ({ req }) => {
    await purgeExpiredPrayerRequests(req.payload)
    return { output: {} }
  },
}
