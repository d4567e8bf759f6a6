import type { QuoteBlock as QuoteBlockData } from '@/payload-types'

export function QuoteBlock({ block }: { block: QuoteBlockData }) {
  return (
    <figure id={block.anchorId || undefined} className="mx-auto max-w-3xl scroll-mt-24 px-4 py-10 text-center">
      <blockquote className="text-xl whitespace-pre-line text-slate-800 italic">“{block.text}”</blockquote>
      {block.attribution && <figcaption className="mt-3 text-slate-600">— {block.attribution}</figcaption>}
    </figure>
  )
}
