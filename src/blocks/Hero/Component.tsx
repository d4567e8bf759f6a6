import Image from 'next/image'

import { ButtonLinks } from '@/components/ButtonLinks'
import type { HeroBlock as HeroBlockData, Media } from '@/payload-types'

export function HeroBlock({ block, isPageHeading }: { block: HeroBlockData; isPageHeading: boolean }) {
  const Heading = isPageHeading ? 'h1' : 'h2'
  const image = typeof block.image === 'object' ? (block.image as Media | null) : null
  return (
    <section id={block.anchorId || undefined} className="relative isolate overflow-hidden bg-brand px-4 py-16 text-center text-white sm:py-24">
      {image?.url && (
        <Image src={image.url} alt={image.alt} fill priority={isPageHeading} sizes="100vw" className="-z-10 object-cover opacity-30" />
      )}
      <Heading className="mx-auto max-w-4xl text-3xl font-bold sm:text-5xl">{block.heading}</Heading>
      {block.subheading && <p className="mx-auto mt-4 max-w-2xl whitespace-pre-line text-lg text-blue-50">{block.subheading}</p>}
      <ButtonLinks links={block.buttons ?? []} className="mt-8 justify-center" inverted />
    </section>
  )
}
