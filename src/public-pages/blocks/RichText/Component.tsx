import { RichText } from '@payloadcms/richtext-lexical/react'

import { Section } from '@/ui/Section'
import type { RichTextBlock as RichTextBlockData } from '@/payload-types'

export function RichTextBlock({ block }: { block: RichTextBlockData }) {
  return (
    <Section anchorId={block.anchorId} heading={block.heading} width="narrow">
      <RichText data={block.content} className="space-y-4 text-lg leading-relaxed [&_a]:text-brand [&_a]:underline" />
    </Section>
  )
}
