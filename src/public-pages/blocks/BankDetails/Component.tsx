import { CopyableValue } from '@/ui/CopyButton'
import { Section } from '@/ui/Section'
import type { BankDetailsBlock as BankDetailsBlockData } from '@/payload-types'
import { getSiteChrome } from '@/site/components/get-page'

export async function BankDetailsBlock({ block }: { block: BankDetailsBlockData }) {
  const { settings } = await getSiteChrome()
  const bank = settings.bankDetails ?? {}
  const fields = [
    { label: 'Account Name', value: bank.accountName },
    { label: 'Sort Code', value: bank.sortCode },
    { label: 'Account Number', value: bank.accountNumber },
  ].filter((field): field is { label: string; value: string } => Boolean(field.value))
  if (!fields.length) return null
  return (
    <Section anchorId={block.anchorId} heading={block.heading} intro={block.intro} width="narrow">
      <ul className="space-y-3">
        {fields.map((field) => (
          <CopyableValue key={field.label} label={field.label} value={field.value} />
        ))}
      </ul>
    </Section>
  )
}
