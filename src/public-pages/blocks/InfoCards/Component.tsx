import { ButtonLinks } from '@/site/components/ButtonLinks'
import { Section } from '@/ui/Section'
import type { InfoCardsBlock as InfoCardsBlockData } from '@/payload-types'

const GRID = {
  '2': 'sm:grid-cols-2',
  '3': 'sm:grid-cols-2 lg:grid-cols-3',
  '4': 'sm:grid-cols-2 lg:grid-cols-4',
} as const

export function InfoCardsBlock({ block }: { block: InfoCardsBlockData }) {
  return (
    <Section anchorId={block.anchorId} heading={block.heading} intro={block.intro}>
      <div className={`grid gap-6 ${GRID[block.columns ?? '3']}`}>
        {block.cards.map((card) => (
          <article
            key={card.id ?? card.title}
            id={card.anchorId || undefined}
            className="flex scroll-mt-24 flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h3 className="text-lg font-semibold">{card.title}</h3>
            {card.time && <p className="mt-1 font-medium text-brand">{card.time}</p>}
            {card.body && <p className="mt-2 flex-1 whitespace-pre-line text-slate-700">{card.body}</p>}
            {card.link?.label && (
              <ButtonLinks links={[{ label: card.link.label, url: card.link.url }]} className="mt-4" />
            )}
          </article>
        ))}
      </div>
    </Section>
  )
}
