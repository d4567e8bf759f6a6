import { ButtonLinks } from '@/site/components/ButtonLinks'
import { Section } from '@/ui/Section'
import type { StepsBlock as StepsBlockData } from '@/payload-types'

export function StepsBlock({ block }: { block: StepsBlockData }) {
  const List = block.numbered ? 'ol' : 'ul'
  return (
    <Section anchorId={block.anchorId} heading={block.heading} intro={block.intro} width="narrow">
      <List className="space-y-4">
        {block.items.map((item, index) => (
          <li key={item.id ?? index} className="flex gap-4 rounded-lg border border-slate-200 p-4">
            {block.numbered && (
              <span
                aria-hidden="true"
                className="flex h-8 w-8 flex-none items-center justify-center rounded-full bg-brand font-semibold text-white"
              >
                {index + 1}
              </span>
            )}
            <div>
              <p className="font-semibold">{item.title}</p>
              {item.body && <p className="mt-1 whitespace-pre-line text-slate-700">{item.body}</p>}
            </div>
          </li>
        ))}
      </List>
      {block.link?.label && <ButtonLinks links={[{ label: block.link.label, url: block.link.url }]} className="mt-6" />}
    </Section>
  )
}
