import { VerifyEmail } from '@/components/event/VerifyEmail'
import { eventDaysFrom } from '@/lib/event-days'
import { formatEventDateLine } from '@/lib/event-time'
import { personalLinkMetadata } from '@/lib/personal-link-metadata'
import { getEvent } from '@/server/content/get-page'

export const metadata = personalLinkMetadata('Email verification')

// Rendered per request: a build made before the content was seeded must never freeze this page.
export const dynamic = 'force-dynamic'

export default async function VerifyEmailPage() {
  const event = await getEvent()
  const days = eventDaysFrom(event).map((day) => ({ title: day.title, when: `${formatEventDateLine(day)}${day.venue ? `, ${day.venue}` : ''}` }))
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="mb-6 text-3xl font-bold">Email verification</h1>
      <VerifyEmail days={days} />
    </section>
  )
}
