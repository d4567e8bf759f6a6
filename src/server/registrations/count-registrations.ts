import type { Payload } from 'payload'

import { poolOf } from '@/server/database/pool'

export type RegistrationStats = {
  totalRegistrations: number
  onlineCount: number
  inPersonCount: number
  bothCount: number
  gdprConsent: number
  day1CheckedIn: number
  day2CheckedIn: number
  cancelledCount: number
  /** Who is expected on each day (registered for it or for both), for the check-in cards. */
  day1Expected: number
  day2Expected: number
}

/**
 * The dashboard's counts in one grouped query (never by loading every registration), with the
 * attendance classified as for display (both days, online only, in person). Cancelled registrations
 * are counted apart.
 */
export async function countRegistrations(payload: Payload): Promise<RegistrationStats> {
  const pool = poolOf(payload)
  const { rows } = await pool.query(`
    WITH people AS (
      SELECT r.id, r.consent_gdpr, r.day1_checkin, r.day2_checkin, r.cancelled_at IS NOT NULL AS cancelled,
             coalesce(bool_or(c.value = 'online'), false) AS o,
             coalesce(bool_or(c.value = 'super-sunday'), false) AS s,
             coalesce(bool_or(c.value = 'both'), false) AS b
      FROM registrations r
      LEFT JOIN registrations_attendance_choice c ON c.parent_id = r.id
      GROUP BY r.id
    )
    SELECT
      count(*) FILTER (WHERE NOT cancelled)::int AS "totalRegistrations",
      count(*) FILTER (WHERE NOT cancelled AND (b OR (o AND s)))::int AS "bothCount",
      count(*) FILTER (WHERE NOT cancelled AND o AND NOT (b OR s))::int AS "onlineCount",
      count(*) FILTER (WHERE NOT cancelled AND s AND NOT (b OR o))::int AS "inPersonCount",
      count(*) FILTER (WHERE NOT cancelled AND consent_gdpr)::int AS "gdprConsent",
      count(*) FILTER (WHERE NOT cancelled AND day1_checkin)::int AS "day1CheckedIn",
      count(*) FILTER (WHERE NOT cancelled AND day2_checkin)::int AS "day2CheckedIn",
      count(*) FILTER (WHERE cancelled)::int AS "cancelledCount",
      count(*) FILTER (WHERE NOT cancelled AND (o OR b))::int AS "day1Expected",
      count(*) FILTER (WHERE NOT cancelled AND (s OR b))::int AS "day2Expected"
    FROM people`)
  return rows[0] as RegistrationStats
}
