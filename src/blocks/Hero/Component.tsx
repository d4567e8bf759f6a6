import { ButtonLinks } from '@/components/ButtonLinks'
import type { HeroBlock as HeroBlockData } from '@/payload-types'

export function HeroBlock({ block, isFirst }: { block: HeroBlockData; isFirst: boolean }) {
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <section className="bg-brand px-4 py-16 text-center text-white">
      <Heading className="text-3xl font-bold sm:text-5xl">{block.heading}</Heading>
      {block.subheading && <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-100">{block.subheading}</p>}
      <ButtonLinks links={block.buttons ?? []} className="mt-8 justify-center" inverted />
    </section>
  )
}
