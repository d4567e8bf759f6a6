import type { PayloadRequest } from 'payload'

import { choiceRulesOf, chosenSessionKeys } from '@/events'
import { relationId } from '@/platform/data/relation-id'
import { poolOf } from '@/platform/database/pool'
import { parseCheckinCode } from '@/registrations'

import { kioskName } from '../rules/kiosk'
import { kioskPostOf } from './kiosk-device-of'

/** The most households one search shows: a common surname should be narrowed, not scrolled. */
const MAX_KIOSK_HOUSEHOLDS = 8
const MAX_MATCHES = 40

type KioskMember = { id: number; name: string; isBooked: boolean; isCheckedIn: boolean }
export type KioskLookup = { session: { key: string; title: string }; households: Array<{ members: KioskMember[] }> }

/**
 * What a kiosk finds for a scanned code or a typed surname (the start of the last word of a name):
 * the households (a booker and the people they booked along) of its event with someone matching,
 * each person as first name and last initial only, whether they booked the session the kiosk works
 * and whether they are in. Nothing else of anyone: no full surname, contact, answer or code.
 */
export async function kioskLookup(
  req: PayloadRequest,
  { surname, code }: { surname?: string; code?: string },
): Promise<KioskLookup> {
  const post = await kioskPostOf(req)
  const title = post.event.sessions?.find((s) => s.key === post.session)?.title ?? post.session
  const pool = poolOf(req.payload)
  const checkinCode = code ? parseCheckinCode(code) : null
  const { rows: matches } = checkinCode
    ? await pool.query<{ id: number; group_booker_id: number | null }>(
        `SELECT id, group_booker_id FROM registrations
          WHERE event_id = $1 AND cancelled_at IS NULL AND checkin_code = $2`,
        [post.event.id, checkinCode],
      )
    : surname
      ? await pool.query<{ id: number; group_booker_id: number | null }>(
          `SELECT id, group_booker_id FROM registrations
            WHERE event_id = $1 AND cancelled_at IS NULL
              AND lower(regexp_replace(btrim(full_name), '^.*\\s', '')) LIKE lower($2) || '%'
            ORDER BY full_name, id LIMIT ${MAX_MATCHES}`,
          [post.event.id, surname],
        )
      : { rows: [] }
  const heads = [...new Set(matches.map((row) => row.group_booker_id ?? row.id))].slice(0, MAX_KIOSK_HOUSEHOLDS)
  if (!heads.length) return { session: { key: post.session, title }, households: [] }

  const { docs } = await req.payload.find({
    collection: 'registrations',
    where: {
      and: [
        { event: { equals: post.event.id } },
        { cancelledAt: { exists: false } },
        { or: [{ id: { in: heads } }, { groupBooker: { in: heads } }] },
      ],
    },
    sort: ['id'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { fullName: true, groupBooker: true, attendanceChoice: true },
    req,
  })
  const { rows: inside } = await pool.query<{ registration_id: number }>(
    'SELECT registration_id FROM checkins WHERE session = $1 AND registration_id = ANY($2::int[])',
    [post.session, docs.map((doc) => doc.id)],
  )
  const checkedIn = new Set(inside.map((row) => row.registration_id))
  const rules = choiceRulesOf(post.event)
  const households = heads
    .map((head) => ({
      members: docs
        .filter((doc) => doc.id === head || relationId(doc.groupBooker) === head)
        .map((doc) => ({
          id: doc.id,
          name: kioskName(doc.fullName),
          isBooked: chosenSessionKeys(rules, doc.attendanceChoice).includes(post.session),
          isCheckedIn: checkedIn.has(doc.id),
        })),
    }))
    .filter((household) => household.members.length > 0)
  return { session: { key: post.session, title }, households }
}
