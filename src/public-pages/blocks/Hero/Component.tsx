import { BackgroundImage } from '@/site/components/BackgroundImage'
import { ButtonLinks } from '@/site/components/ButtonLinks'
import type { HeroBlock as HeroBlockData } from '@/payload-types'

import type { BlockPosition } from '../position'

export function HeroBlock({ block, position }: { block: HeroBlockData; position: BlockPosition }) {
  const Heading = position.isPageHeading ? 'h1' : 'h2'
  return (
    <section
      id={block.anchorId || undefined}
      className="relative isolate overflow-hidden bg-brand px-4 py-16 text-center text-white sm:py-24"
    >
      <BackgroundImage image={block.image} preload={position.isFirst} className="opacity-30" />
      <Heading className="mx-auto max-w-4xl text-3xl font-bold sm:text-5xl">{block.heading}</Heading>
      {block.subheading && (
        <p className="mx-auto mt-4 max-w-2xl text-lg whitespace-pre-line text-blue-50">{block.subheading}</p>
      )}
      <ButtonLinks links={block.buttons ?? []} className="mt-8 justify-center" inverted />
    </section>
  )
}
