import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'

import { StaffViewTemplate } from '@/admin/components/StaffViewTemplate'
import { roleOf } from '@/access/roles'
import { parseCheckinCode } from '@/lib/checkin-code'
import { eventDaysFrom } from '@/lib/event-days'
import { checkinDayAt, formatEventDateLine } from '@/lib/event-time'
import { checkinList } from '@/server/registrations/checkin'

import { CheckinDesk } from './CheckinDesk'

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * /admin/checkin: the door. Admins and volunteers only; a scanned QR code opens it at
 * ?code=…, with the person already found.
 */
export async function CheckinView(props: AdminViewServerProps) {
  const { initPageResult, searchParams } = props
  const { user, payload } = initPageResult.req
  const role = roleOf(user as never)
  if (role !== 'admin' && role !== 'volunteer') redirect('/admin')

  const event = await payload.findGlobal({ slug: 'event', depth: 0 })
  const days = eventDaysFrom(event)
  const requestedDay = firstValue(searchParams?.day)
  const day = requestedDay === 'day1' || requestedDay === 'day2' ? requestedDay : checkinDayAt(new Date(), days)
  const code = parseCheckinCode(firstValue(searchParams?.code) ?? '')
  const initial = await checkinList(payload, user, { day, search: code })

  return (
    <StaffViewTemplate {...props}>
      <h1>Check-In</h1>
      <CheckinDesk
        days={days.map((d) => ({ key: d.key, title: d.title, when: formatEventDateLine(d) }))}
        initial={initial}
        initialSearch={code ?? ''}
      />
    </StaffViewTemplate>
  )
}
