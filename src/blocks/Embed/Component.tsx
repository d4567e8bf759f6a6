import { Section } from '@/components/Section'
import { toEmbedUrl } from '@/lib/embed'
import type { EmbedBlock as EmbedBlockData } from '@/payload-types'

export function EmbedBlock({ block }: { block: EmbedBlockData }) {
  const src = block.url ? toEmbedUrl(block.url) : null
  return (
    <Section anchorId={block.anchorId} heading={block.heading}>
      <div className={`overflow-hidden rounded-lg bg-slate-100 ${block.kind === 'map' ? 'aspect-[4/3] sm:aspect-[16/7]' : 'aspect-video'}`}>
        {src ? (
          <iframe
            src={src}
            title={block.title}
            loading="lazy"
            className="h-full w-full border-0"
            allow="accelerometer; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <div role="img" aria-label={block.title} className="flex h-full items-center justify-center p-6 text-center text-slate-600">
            <p className="whitespace-pre-line">{block.placeholder || block.title}</p>
          </div>
        )}
      </div>
    </Section>
  )
}
