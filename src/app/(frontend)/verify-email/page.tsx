import { readVerifiedRegistration } from '@/registrations'
import { type VerifiedEvent, VerifyEmail } from '@/registrations/components/VerifyEmail'
import { personalLinkMetadata } from '@/site'
import { choiceRulesOf, chosenSessionsOf, sessionsOf, sessionWhen } from '@/events'
import { firstSearchParam } from '@/platform/http/search-params'
import { payloadClient } from '@/platform/payload-client'
export const metadata = personalLinkMetadata('Email verification')

// Rendered per request: each link names its own registration's event.
export const dynamic = 'force-dynamic'

/** The event and the sessions chosen, for the page to show once the address is confirmed; null for an unknown link. */
async function verifiedEvent(token: string | undefined): Promise<VerifiedEvent | null> {
  const found = token ? await readVerifiedRegistration(await payloadClient(), token) : null
  if (!found) return null
  const { event, attendanceChoice } = found
  const chosen = chosenSessionsOf(sessionsOf(event), choiceRulesOf(event).allKey, attendanceChoice)
  return {
    title: event.title,
    href: `/events/${event.slug}`,
    sessions: chosen.map((session) => ({ title: session.title, when: sessionWhen(session) })),
  }
}

/** The link in the confirmation e-mail. The page's script confirms the address; rendering it only reads which event it is for. */
export default async function VerifyEmailPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const event = await verifiedEvent(firstSearchParam((await searchParams).token))
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="mb-6 text-3xl font-bold">Email verification</h1>
      <VerifyEmail event={event} />
    </section>
  )
}
