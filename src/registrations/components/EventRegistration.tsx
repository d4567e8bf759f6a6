import type { ReactNode } from 'react'

import { LazyEventRegistrationForm } from './LazyEventRegistrationForm'
import { attendanceFormOf } from '../rules/attendance-day-details'
import { hasSessionTimes, registrationClosedTimeline, registrationTimeline, sessionsOf } from '@/events'
import { Timed } from '@/events/components/Timed'
import type { Event } from '@/payload-types'
import { methodsOffered } from '@/payments'
import { payloadClient } from '@/platform/payload-client'
import { pricingOf, publicPricingOf } from '@/payments/shared'

/**
 * The event's registration form while registration is open; before it opens and after it closes, the
 * sentence saying so in place of the fields. The browser switches at the opening and closing times.
 * A caller may instead give its own content for each side of the close: `open` until registration
 * has closed (the form, or the sentence saying when it opens, is then inside it), `closed` after.
 */
export async function EventRegistration({
  event,
  churchName,
  now,
  open,
  closed,
}: {
  event: Event
  churchName: string
  now: Date
  open?: ReactNode
  closed?: ReactNode
}) {
  const sessions = sessionsOf(event).filter(hasSessionTimes)
  const form = attendanceFormOf({ ...event, sessions })
  if (open !== undefined) {
    return (
      <Timed
        timeline={registrationClosedTimeline(event, sessions)}
        now={now}
        render={(isClosed) => (isClosed ? (closed ?? null) : open)}
      />
    )
  }
  const paymentMethods = await methodsOffered(await payloadClient(), event)
  return (
    <Timed
      timeline={registrationTimeline(event, sessions)}
      now={now}
      render={(closedMessage) =>
        closedMessage ? (
          <p
            className="rounded-lg border border-slate-200 bg-slate-50 p-6 text-center text-lg font-semibold"
            data-testid="registration-closed"
          >
            {closedMessage}
          </p>
        ) : (
          <LazyEventRegistrationForm
            churchName={churchName}
            event={form}
            pricing={publicPricingOf(pricingOf(event))}
            paymentMethods={paymentMethods}
          />
        )
      }
    />
  )
}
