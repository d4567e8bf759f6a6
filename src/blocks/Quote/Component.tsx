import type { QuoteBlock as QuoteBlockData } from '@/payload-types'

export function QuoteBlock({ block }: { block: QuoteBlockData }) {
  return (
    <figure className="mx-auto max-w-3xl px-4 py-10 text-center">
      <blockquote className="text-xl italic text-slate-800">“{block.text}”</blockquote>
      {block.attribution && <figcaption className="mt-3 text-slate-600">— {block.attribution}</figcaption>}
    </figure>
  )
}
