import { attendanceFormOf, readManagedEvent } from '@/registrations'
import { type ManagedEvent, ManageRegistration } from '@/registrations/components/ManageRegistration'
import { personalLinkMetadata } from '@/site'
import { eventQuestionsOf, questionsFor, registrationWindow, registrationWindowMessage, sessionsOf } from '@/events'
import { firstSearchParam } from '@/platform/http/search-params'
import type { Event } from '@/payload-types'
import { payloadClient } from '@/platform/payload-client'
export const metadata = personalLinkMetadata('Manage my registration')

// Per request: each private link shows its own registration's event.
export const dynamic = 'force-dynamic'

/** What the page shows of the link's event: its name and page, its sessions as boxes, and whether registration has closed. */
function managedEvent(event: Event, now: Date): ManagedEvent {
  const sessions = sessionsOf(event)
  const form = attendanceFormOf({ ...event, sessions })
  const closed = registrationWindowMessage(registrationWindow(now, event, sessions))
  return {
    title: event.title,
    href: `/events/${event.slug}`,
    form,
    // Closed to newcomers, so also to more sessions (the server refuses them): dropping some or cancelling still works.
    closedNote: closed && `${closed} You can still cancel, or untick ${form.unit} you can no longer come to.`,
    questions: questionsFor(eventQuestionsOf(event), 'booker'),
  }
}

export default async function ManageRegistrationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const token = firstSearchParam((await searchParams).token)
  const event = token ? await readManagedEvent(await payloadClient(), token) : null
  const managed = event ? managedEvent(event, new Date()) : null
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="mb-6 text-center text-3xl font-bold">Manage my registration</h1>
      <ManageRegistration event={managed} />
    </section>
  )
}
