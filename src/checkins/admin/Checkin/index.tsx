import type { Payload, PayloadRequest } from 'payload'

import {
  chooseStaffEvent,
  doorSessionKey,
  eventPickerOptions,
  formatEventDateLine,
  sessionLabels,
  sessionsAreDays,
} from '@/events'
import { EventPicker } from '@/events/admin/EventPicker'
import { StaffViewTemplate } from '@/ui/admin/StaffViewTemplate'
import { gateStaffView } from '@/staff/admin/gate-staff-view'
import { eventParamSchema, parseCheckinCode } from '@/registrations'
import { firstSearchParam } from '@/platform/http/search-params'
import { listCheckin } from '../../list-checkin'

import { CheckinDesk, type DoorSession } from './CheckinDesk'
import { DoorApp } from './offline/DoorApp'
import { relationId } from '@/platform/data/relation-id'

/** The event of the registration a check-in code belongs to: a scanned link names no event. */
async function eventOfCode(payload: Payload, user: PayloadRequest['user'], code: string): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'registrations',
    where: { checkinCode: { equals: code } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    select: { event: true },
  })
  const event = docs[0]?.event
  return relationId(event)
}

/**
 * /admin/checkin: the door, for one session of the chosen event (`?event=<id>&session=<key>`),
 * today's session unless another is asked for. A scanned QR code opens it at ?code=…, at the
 * person's event, with the person already found.
 */
export const CheckinView = gateStaffView('/admin/checkin', async (props) => {
  const { initPageResult, searchParams } = props
  const { user, payload } = initPageResult.req

  const code = parseCheckinCode(firstSearchParam(searchParams?.code) ?? '')
  const askedEvent =
    eventParamSchema.parse(firstSearchParam(searchParams?.event) ?? null) ??
    (code ? await eventOfCode(payload, user, code) : null)
  const { events, event } = await chooseStaffEvent(payload, user, askedEvent)
  if (!event) {
    return (
      <StaffViewTemplate {...props}>
        <h1>Check-In</h1>
        <p className="staff-card">There is no published event to check people in at yet.</p>
      </StaffViewTemplate>
    )
  }
  const session = doorSessionKey(
    event.sessions,
    { session: firstSearchParam(searchParams?.session), day: firstSearchParam(searchParams?.day) },
    new Date(),
  )!
  // The page carries the session's figures but nobody's name: a door device keeps this page for
  // offline use (door-sw.ts), unencrypted, so the list comes from the API or the device's sealed copy.
  const initial = { ...(await listCheckin(payload, user, event, { session, search: code })), people: [] }
  const sessions: DoorSession[] = sessionLabels(event.sessions).map((label, index) => ({
    key: label.key,
    number: label.number,
    title: label.long,
    when: formatEventDateLine(event.sessions[index]!),
    endsAt: event.sessions[index]!.endsAt,
    isChildrens: Boolean(event.sessions[index]!.isChildrens),
  }))

  return (
    <StaffViewTemplate {...props}>
      <DoorApp />
      <div className="staff-heading">
        <h1>Check-In</h1>
        <EventPicker events={eventPickerOptions(events)} selected={event.id} />
      </div>
      <CheckinDesk
        key={event.id}
        eventId={event.id}
        sessions={sessions}
        noun={sessionsAreDays(event.sessions) ? 'day' : 'session'}
        initial={initial}
        initialSearch={code ?? ''}
      />
    </StaffViewTemplate>
  )
})
