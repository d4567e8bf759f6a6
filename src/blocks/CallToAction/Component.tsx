import { ButtonLinks } from '@/components/ButtonLinks'
import type { CallToActionBlock as CallToActionBlockData } from '@/payload-types'

export function CallToActionBlock({ block }: { block: CallToActionBlockData }) {
  const isBanner = block.style === 'banner'
  return (
    <section id={block.anchorId || undefined} className={`scroll-mt-24 px-4 py-10 text-center ${isBanner ? 'bg-accent text-white' : ''}`}>
      <div className="mx-auto max-w-4xl">
        {block.heading && <h2 className="text-2xl font-bold sm:text-3xl">{block.heading}</h2>}
        {block.body && <p className={`mx-auto mt-3 max-w-2xl whitespace-pre-line ${isBanner ? 'text-amber-50' : 'text-slate-700'}`}>{block.body}</p>}
        <ButtonLinks links={block.buttons ?? []} className="mt-6 justify-center" inverted={isBanner} />
      </div>
    </section>
  )
}
