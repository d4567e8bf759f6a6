import type { UpcomingEventsBlock as UpcomingEventsBlockData } from '@/payload-types'
import { relationId } from '@/platform/data/relation-id'
import { getSiteChrome } from '@/site/components/get-page'

import { UpcomingEvents } from '../../components/UpcomingEvents'

export async function UpcomingEventsBlock({ block }: { block: UpcomingEventsBlockData }) {
  const { settings } = await getSiteChrome()
  return (
    <UpcomingEvents
      heading={block.heading}
      intro={block.intro}
      anchorId={block.anchorId}
      limit={block.limit}
      excludeId={relationId(settings.featuredEvent)}
    />
  )
}
