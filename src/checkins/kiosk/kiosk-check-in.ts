import type { PayloadRequest } from 'payload'

import { choiceRulesOf, chosenSessionKeys } from '@/events'
import { relationId } from '@/platform/data/relation-id'
import { AppError } from '@/platform/http/app-error'

import { checkInGroup } from '../check-in-group'
import type { CheckinMethod } from '../check-in'
import { readLabel } from '../check-out'
import { KIOSK_MESSAGES, kioskName } from '../rules/kiosk'
import { kioskPostOf } from './kiosk-device-of'

/**
 * Whether the signed-in kiosk may check these people in at this session: each is of its event, not
 * cancelled and booked for the session it works now. A kiosk never adds a session to anyone's
 * booking (that is for door staff), and anyone else is refused here.
 */
export async function kioskMayCheckIn(req: PayloadRequest, registrations: number[], session: string) {
  const post = await kioskPostOf(req).catch(() => null)
  if (!post || post.session !== session || !registrations.length) return false
  const { docs } = await req.payload.find({
    collection: 'registrations',
    where: { id: { in: registrations } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { event: true, attendanceChoice: true, cancelledAt: true },
    req,
  })
  const rules = choiceRulesOf(post.event)
  return (
    docs.length === new Set(registrations).size &&
    docs.every(
      (doc) =>
        relationId(doc.event) === post.event.id &&
        !doc.cancelledAt &&
        chosenSessionKeys(rules, doc.attendanceChoice).includes(session),
    )
  )
}

/**
 * A kiosk checks in the members of a household it chose, at the session it works now, through the
 * door's own group check-in: all or nobody, one check-in per person and session however many taps.
 * A child let in at a children's session comes back with their label (the door's own: the security
 * code and the medical flag), named as the kiosk names everyone, first name and last initial.
 */
export async function kioskCheckIn(
  req: PayloadRequest,
  { registrations, method }: { registrations: number[]; method: CheckinMethod },
) {
  const post = await kioskPostOf(req)
  if (!(await kioskMayCheckIn(req, registrations, post.session))) throw new AppError('conflict', KIOSK_MESSAGES.notHere)
  const { checkins } = await checkInGroup(req, { registrations, session: post.session, method, addSession: false })
  const isChildrens = Boolean(post.event.sessions?.find((s) => s.key === post.session)?.isChildrens)
  const labels = isChildrens
    ? (
        await Promise.all(
          checkins.map(({ registration }) => readLabel(req, { registration, session: post.session }).catch(() => null)),
        )
      )
        .filter((label) => label !== null)
        .map(({ fullName, securityCode, hasMedicalNote }) => ({
          name: kioskName(fullName),
          securityCode,
          hasMedicalNote,
        }))
    : []
  return { checkedIn: checkins.map((checkin) => checkin.registration), session: post.session, labels }
}
