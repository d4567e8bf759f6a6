import { EventRegistration } from '@/registrations/components/EventRegistration'
import { getSiteChrome } from '@/site/components/get-page'
import { PrivacyNoticeLink } from '@/site/components/PrivacyNoticeLink'
import { Section } from '@/ui/Section'
import { PublicForm } from '../../forms/PublicForm'
import type { FormBlock as FormBlockData } from '@/payload-types'
import { getFeaturedEvent } from '@/events/components/get-published-event'

/**
 * A public form on a CMS page. The event registration form is the featured event's (Site settings):
 * with no featured event the block shows nothing, since there is nothing to register for.
 */
export async function FormBlock({ block }: { block: FormBlockData }) {
  const isRegistration = block.formType === 'event-registration'
  const [{ settings }, event] = await Promise.all([getSiteChrome(), isRegistration ? getFeaturedEvent() : null])
  if (isRegistration && !event) return null
  return (
    <Section anchorId={block.anchorId} heading={block.heading} intro={block.intro} width="narrow">
      {event ? (
        <EventRegistration event={event} churchName={settings.churchName} now={new Date()} />
      ) : (
        <PublicForm formType={block.formType} churchName={settings.churchName} />
      )}
      <PrivacyNoticeLink note={settings.privacyNote} />
    </Section>
  )
}
