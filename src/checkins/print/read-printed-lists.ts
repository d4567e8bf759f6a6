import type { Payload } from 'payload'

import type { StaffEvent } from '@/events'
import { poolOf } from '@/platform/database/pool'
import { expectedAtSessionWhere, listScopeOf } from '@/registrations'

import { hasMedicalAnswer } from '../rules/medical-flag'
import type { DoorListRow, SheetLabel } from '../rules/print-layout'

/**
 * The printed door list's rows: everyone booked for the session, by the one definition the door's
 * list uses (`expectedAtSessionWhere`: chose it or every session, not cancelled; someone only on a
 * waiting list holds no place), with their household, check-in code, whether they are in already,
 * and a child's medical flag (never the answer). Names and codes only: what every door role may read.
 */
export async function readDoorListRows(payload: Payload, event: StaffEvent, session: string): Promise<DoorListRow[]> {
  const { docs } = await payload.find({
    collection: 'registrations',
    where: expectedAtSessionWhere(listScopeOf(event), session),
    sort: ['fullName', 'id'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { fullName: true, checkinCode: true, isChild: true },
  })
  const ids = docs.map((doc) => doc.id)
  const { rows } = await poolOf(payload).query<{
    id: number
    household: string | null
    sensitive_answers: unknown
    is_in: boolean
  }>(
    `SELECT r.id, b.full_name AS household, r.sensitive_answers,
            EXISTS (SELECT 1 FROM checkins c WHERE c.registration_id = r.id AND c.session = $2) AS is_in
     FROM registrations r LEFT JOIN registrations b ON b.id = r.group_booker_id
     WHERE r.id = ANY($1::int[])`,
    [ids, session],
  )
  const facts = new Map(rows.map((row) => [row.id, row]))
  return docs.map((doc) => {
    const fact = facts.get(doc.id)
    return {
      fullName: doc.fullName,
      household: fact?.household ?? doc.fullName,
      checkinCode: doc.checkinCode ?? null,
      isCheckedIn: Boolean(fact?.is_in),
      hasMedicalFlag: Boolean(doc.isChild) && hasMedicalAnswer(fact?.sensitive_answers),
    }
  })
}

/**
 * The label sheet's labels: every child checked in at a children's session and not yet collected
 * (each check-in there carries the security code their label and their parent's receipt print; a
 * collected child needs no label), cancelled ones left out.
 */
export async function readSheetLabels(
  payload: Payload,
  session: { key: string; title: string },
  { eventId, when }: { eventId: number; when: string },
): Promise<SheetLabel[]> {
  const { rows } = await poolOf(payload).query<{
    full_name: string
    security_code: string
    sensitive_answers: unknown
  }>(
    `SELECT r.full_name, c.security_code, r.sensitive_answers
     FROM checkins c JOIN registrations r ON r.id = c.registration_id AND r.cancelled_at IS NULL
     WHERE c.event_id = $1 AND c.session = $2 AND c.security_code IS NOT NULL AND c.checked_out_at IS NULL`,
    [eventId, session.key],
  )
  return rows.map((row) => ({
    fullName: row.full_name,
    securityCode: row.security_code,
    hasMedicalFlag: hasMedicalAnswer(row.sensitive_answers),
    sessionTitle: session.title,
    when,
  }))
}
