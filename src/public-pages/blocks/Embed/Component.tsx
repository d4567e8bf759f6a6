import { EmbedFrame } from '@/site/components/EmbedFrame'
import { Section } from '@/ui/Section'
import type { EmbedBlock as EmbedBlockData } from '@/payload-types'

export function EmbedBlock({ block }: { block: EmbedBlockData }) {
  return (
    <Section anchorId={block.anchorId} heading={block.heading}>
      <EmbedFrame kind={block.kind} title={block.title} url={block.url} placeholder={block.placeholder} />
    </Section>
  )
}
