import { EventRegistration } from '@/registrations/components/EventRegistration'
import { getSiteChrome } from '@/site/components/get-page'
import { PrivacyNoticeLink } from '@/site/components/PrivacyNoticeLink'
import { Section } from '@/ui/Section'
import { PublicForm } from '../../forms/PublicForm'
import type { FormBlock as FormBlockData } from '@/payload-types'
import { getFeaturedEvent } from '@/events/components/get-published-event'
import { UpcomingEvents } from '../../components/UpcomingEvents'

/**
 * A public form on a CMS page. The event registration form is the featured event's (Site settings):
 * with no featured event the block shows nothing, since there is nothing to register for. Once the
 * featured event's registration has closed it is no longer featured here: the upcoming events take
 * its place (or, when the page lists them in a block of its own, nothing does).
 */
export async function FormBlock({
  block,
  pageListsEvents = false,
}: {
  block: FormBlockData
  pageListsEvents?: boolean
}) {
  const isRegistration = block.formType === 'event-registration'
  const [{ settings }, event] = await Promise.all([getSiteChrome(), isRegistration ? getFeaturedEvent() : null])
  if (isRegistration && !event) return null
  const form = (
    <Section anchorId={block.anchorId} heading={block.heading} intro={block.intro} width="narrow">
      {event ? (
        <EventRegistration event={event} churchName={settings.churchName} now={new Date()} />
      ) : (
        <PublicForm formType={block.formType} churchName={settings.churchName} />
      )}
      <PrivacyNoticeLink note={settings.privacyNote} />
    </Section>
  )
  if (!event) return form
  const upcoming = pageListsEvents ? null : (
    <UpcomingEvents
      anchorId={block.anchorId}
      excludeId={event.id}
      emptyMessage="There are no upcoming events at the moment. Please check back soon."
    />
  )
  return (
    <EventRegistration event={event} churchName={settings.churchName} now={new Date()} open={form} closed={upcoming} />
  )
}
