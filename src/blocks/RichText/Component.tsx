import { RichText } from '@payloadcms/richtext-lexical/react'

import type { RichTextBlock as RichTextBlockData } from '@/payload-types'

export function RichTextBlock({ block }: { block: RichTextBlockData }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      {block.heading && <h2 className="mb-4 text-2xl font-bold">{block.heading}</h2>}
      <RichText data={block.content} className="space-y-4 leading-relaxed" />
    </section>
  )
}
