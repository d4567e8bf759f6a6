import { PrivacyNoticeLink } from '@/components/PrivacyNoticeLink'
import { Section } from '@/components/Section'
import { formComponents } from '@/forms/registry'
import type { FormBlock as FormBlockData } from '@/payload-types'
import { getSiteChrome } from '@/server/content/get-page'

export async function FormBlock({ block }: { block: FormBlockData }) {
  const { settings } = await getSiteChrome()
  const Form = formComponents[block.formType]
  return (
    <Section anchorId={block.anchorId} heading={block.heading} intro={block.intro} width="narrow">
      {Form ? (
        <Form churchName={settings.churchName} />
      ) : (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4">
          This form is not available online yet. Please e-mail us at <a className="underline" href={`mailto:${settings.enquiriesEmail}`}>{settings.enquiriesEmail}</a>.
        </p>
      )}
      {Form && <PrivacyNoticeLink note={settings.privacyNote} />}
    </Section>
  )
}
