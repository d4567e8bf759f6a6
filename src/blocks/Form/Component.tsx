import { PrivacyNoticeLink } from '@/components/PrivacyNoticeLink'
import { Section } from '@/components/Section'
import { PublicForm } from '@/forms/PublicForm'
import { isOnlineForm } from '@/forms/registry'
import { attendanceDayDetails } from '@/lib/attendance-day-details'
import { eventDaysFrom } from '@/lib/event-days'
import type { FormBlock as FormBlockData } from '@/payload-types'
import { getEvent, getSiteChrome } from '@/server/content/get-page'

export async function FormBlock({ block }: { block: FormBlockData }) {
  const [{ settings }, event] = await Promise.all([getSiteChrome(), getEvent()])
  return (
    <Section anchorId={block.anchorId} heading={block.heading} intro={block.intro} width="narrow">
      {isOnlineForm(block.formType) ? (
        <PublicForm formType={block.formType} churchName={settings.churchName} attendanceDayDetails={attendanceDayDetails(eventDaysFrom(event))} />
      ) : (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4">
          This form is not available online yet. Please e-mail us at <a className="underline" href={`mailto:${settings.enquiriesEmail}`}>{settings.enquiriesEmail}</a>.
        </p>
      )}
      {isOnlineForm(block.formType) && <PrivacyNoticeLink note={settings.privacyNote} />}
    </Section>
  )
}
