import type { Payload } from 'payload'

import { isAdmin, isAnyStaff, nobody } from './index'

/**
 * Payload adds a few collections and globals of its own after the config is built, with its default
 * access: anyone signed in (even without a role, or still owing the second factor). Narrow each of
 * them here, once, from `onInit`:
 * - the document locks, to staff whose sign-in is complete (who is editing what);
 * - the scheduled jobs' statistics, read by admins and written by nobody over the API (Payload
 *   writes them through the database adapter): a forged "last run" in the future would stop the
 *   nightly retention from ever being scheduled again;
 * - the migrations table, which has no API route but should not rely on that.
 */
export function restrictInternalCollections(payload: Payload): void {
  const locks = payload.collections['payload-locked-documents']?.config
  if (locks)
    locks.access = { ...locks.access, create: isAnyStaff, read: isAnyStaff, update: isAnyStaff, delete: isAnyStaff }

  const migrations = payload.collections['payload-migrations']?.config
  if (migrations)
    migrations.access = { ...migrations.access, create: nobody, read: nobody, update: nobody, delete: nobody }

  const jobStats = payload.globals.config.find((global) => global.slug === 'payload-jobs-stats')
  if (jobStats) jobStats.access = { ...jobStats.access, read: isAdmin, update: nobody, readVersions: nobody }
}
