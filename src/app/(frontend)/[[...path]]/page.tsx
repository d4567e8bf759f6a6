import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'

import { eventMetadata, EventPage } from '@/public-pages/components/EventPage'
import { EventsList, eventsListMetadata } from '@/public-pages/components/EventsList'
import { pageHeadingIndex, RenderBlocks } from '@/public-pages/blocks/RenderBlocks'
import { EVENTS_PATH, OUTREACH_EVENT_PATH, pathFromSegments } from '@/site'
import { getPage } from '@/site/components/get-page'
import { PreviewBanner } from '@/site/components/PreviewBanner'
import type { Media } from '@/payload-types'
import { getFeaturedEvent } from '@/events/components/get-published-event'

type Props = { params: Promise<{ path?: string[] }> }

// Pages are rendered on first visit and kept until an editor's change revalidates them. The events
// list and the featured event's page are built in code but served here, so they are cached the same
// way and never rendered at build time, before content exists.
export const dynamicParams = true
export const revalidate = 86400
export function generateStaticParams() {
  return []
}

const isDraft = async () => (await draftMode()).isEnabled
const pathOf = async (params: Props['params']) => pathFromSegments((await params).path)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const path = await pathOf(params)
  if (path === EVENTS_PATH) return eventsListMetadata()
  if (path === OUTREACH_EVENT_PATH) {
    const event = await getFeaturedEvent(await isDraft())
    return event ? eventMetadata(event, OUTREACH_EVENT_PATH) : { title: 'Page not found' }
  }
  const page = await getPage(path, await isDraft())
  if (!page) return { title: 'Page not found' }
  const image = typeof page.seo?.image === 'object' ? (page.seo.image as Media | null) : null
  const title = page.seo?.title || page.title
  const description = page.seo?.description || undefined
  return {
    title: page.path === '/' ? { absolute: title } : title,
    description,
    alternates: { canonical: page.path },
    openGraph: {
      title,
      description,
      url: page.path,
      images: image?.url ? [{ url: image.url, alt: image.alt }] : undefined,
    },
  }
}

export default async function ContentPage({ params }: Props) {
  const path = await pathOf(params)
  if (path === EVENTS_PATH) return <EventsList />
  if (path === OUTREACH_EVENT_PATH) {
    // The featured event (Site settings); with none featured there is no such page.
    const event = await getFeaturedEvent(await isDraft())
    if (!event) notFound()
    return (
      <>
        {event._status === 'draft' && <PreviewBanner path={OUTREACH_EVENT_PATH} />}
        <EventPage event={event} path={OUTREACH_EVENT_PATH} />
      </>
    )
  }
  const page = await getPage(path, await isDraft())
  if (!page) notFound()
  const blocks = page.layout ?? []
  const hasHero = pageHeadingIndex(blocks) !== -1
  return (
    <>
      {/* Only a signed-in editor's preview reads drafts: a visitor is always shown the published page. */}
      {page._status === 'draft' && <PreviewBanner path={path} />}
      {!hasHero && <h1 className="mx-auto max-w-6xl px-4 pt-10 text-3xl font-bold sm:text-4xl">{page.title}</h1>}
      <RenderBlocks blocks={blocks} />
    </>
  )
}
