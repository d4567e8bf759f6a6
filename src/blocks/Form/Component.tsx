import { PrivacyNoticeLink } from '@/components/PrivacyNoticeLink'
import { Section } from '@/components/Section'
import { PublicForm } from '@/forms/PublicForm'
import { attendanceDayDetails } from '@/lib/attendance-day-details'
import { eventDaysFrom } from '@/lib/event-days'
import type { FormBlock as FormBlockData } from '@/payload-types'
import { getEvent, getSiteChrome } from '@/server/content/get-page'

export async function FormBlock({ block }: { block: FormBlockData }) {
  const [{ settings }, event] = await Promise.all([getSiteChrome(), getEvent()])
  return (
    <Section anchorId={block.anchorId} heading={block.heading} intro={block.intro} width="narrow">
      <PublicForm formType={block.formType} churchName={settings.churchName} attendanceDayDetails={attendanceDayDetails(eventDaysFrom(event))} />
      <PrivacyNoticeLink note={settings.privacyNote} />
    </Section>
  )
}
