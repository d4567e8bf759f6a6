import { BackgroundImage } from '@/site/components/BackgroundImage'
import { ButtonLinks } from '@/site/components/ButtonLinks'
import type { CallToActionBlock as CallToActionBlockData } from '@/payload-types'

import type { BlockPosition } from '../position'

export function CallToActionBlock({ block, position }: { block: CallToActionBlockData; position: BlockPosition }) {
  const isBanner = block.style === 'banner'
  const image = isBanner ? block.image : null
  return (
    <section
      id={block.anchorId || undefined}
      className={`relative isolate scroll-mt-24 overflow-hidden px-4 text-center ${isBanner ? 'text-white' : ''} ${image ? 'bg-slate-950 py-16 sm:py-20' : isBanner ? 'bg-accent py-10' : 'py-10'}`}
    >
      <BackgroundImage image={image} preload={position.isFirst} className="opacity-40" />
      <div className="mx-auto max-w-4xl">
        {block.heading && (
          <h2 className={`text-2xl font-bold sm:text-3xl ${image ? 'drop-shadow' : ''}`}>{block.heading}</h2>
        )}
        {block.body && (
          <p className={`mx-auto mt-3 max-w-2xl whitespace-pre-line ${isBanner ? 'text-amber-50' : 'text-slate-700'}`}>
            {block.body}
          </p>
        )}
        <ButtonLinks links={block.buttons ?? []} className="mt-6 justify-center" inverted={isBanner} />
      </div>
    </section>
  )
}
