import { StaffViewTemplate } from '@/admin/components/StaffViewTemplate'
import { gateStaffView } from '@/admin/gate-staff-view'
import { parseCheckinCode } from '@/lib/checkin-code'
import { eventDaysFrom } from '@/lib/event-days'
import { checkinDayAt, formatEventDateLine } from '@/lib/event-time'
import { firstSearchParam } from '@/lib/search-params'
import { listCheckin } from '@/server/registrations/list-checkin'

import { CheckinDesk } from './CheckinDesk'

/**
 * /admin/checkin: the door. A scanned QR code opens it at ?code=…, with the person already found.
 */
export const CheckinView = gateStaffView('/admin/checkin', async (props) => {
  const { initPageResult, searchParams } = props
  const { user, payload } = initPageResult.req

  const event = await payload.findGlobal({ slug: 'event', depth: 0 })
  const days = eventDaysFrom(event)
  const requestedDay = firstSearchParam(searchParams?.day)
  const day = requestedDay === 'day1' || requestedDay === 'day2' ? requestedDay : checkinDayAt(new Date(), days)
  const code = parseCheckinCode(firstSearchParam(searchParams?.code) ?? '')
  const initial = await listCheckin(payload, user, { day, search: code })

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
})
