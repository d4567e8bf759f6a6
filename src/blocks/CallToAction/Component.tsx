import { ButtonLinks } from '@/components/ButtonLinks'
import type { CallToActionBlock as CallToActionBlockData } from '@/payload-types'

export function CallToActionBlock({ block }: { block: CallToActionBlockData }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 text-center">
      {block.heading && <h2 className="text-2xl font-bold">{block.heading}</h2>}
      {block.body && <p className="mt-2 text-slate-700">{block.body}</p>}
      <ButtonLinks links={block.buttons ?? []} className="mt-6 justify-center" />
    </section>
  )
}
