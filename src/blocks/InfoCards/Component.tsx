import { ButtonLinks } from '@/components/ButtonLinks'
import type { InfoCardsBlock as InfoCardsBlockData } from '@/payload-types'

export function InfoCardsBlock({ block }: { block: InfoCardsBlockData }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      {block.heading && <h2 className="mb-6 text-2xl font-bold">{block.heading}</h2>}
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {block.cards.map((card) => (
          <article key={card.id ?? card.title} id={card.anchorId || undefined} className="scroll-mt-24 rounded-lg border border-slate-200 p-6 shadow-sm">
            <h3 className="text-lg font-semibold">{card.title}</h3>
            {card.time && <p className="mt-1 font-medium text-brand">{card.time}</p>}
            {card.body && <p className="mt-2 whitespace-pre-line text-slate-700">{card.body}</p>}
            {card.link?.label && <ButtonLinks links={[{ label: card.link.label, url: card.link.url }]} className="mt-4" />}
          </article>
        ))}
      </div>
    </section>
  )
}
