import { ManageRegistration } from '@/components/event/ManageRegistration'
import { attendanceDayDetails } from '@/lib/attendance-day-details'
import { eventDaysFrom } from '@/lib/event-days'
import { personalLinkMetadata } from '@/lib/personal-link-metadata'
import { getEvent } from '@/server/content/get-page'

export const metadata = personalLinkMetadata('Manage my registration')

// Per request: a build made before the content was seeded must never freeze the header and footer.
export const dynamic = 'force-dynamic'

export default async function ManageRegistrationPage() {
  const dayDetails = attendanceDayDetails(eventDaysFrom(await getEvent()))
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="mb-6 text-center text-3xl font-bold">Manage my registration</h1>
      <ManageRegistration dayDetails={dayDetails} />
    </section>
  )
}
