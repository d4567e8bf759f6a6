import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'

import { EventPage, eventMetadata } from '@/public-pages/components/EventPage'
import { eventPagePath } from '@/site'
import { PreviewBanner } from '@/site/components/PreviewBanner'
import { getEventBySlug } from '@/events/components/get-published-event'

type Props = { params: Promise<{ slug: string }> }

// Like the CMS pages: rendered on first visit, kept until an editor publishes a change to an event.
export const dynamicParams = true
export const revalidate = 86400
export function generateStaticParams() {
  return []
}

/** The published event (or, for the editor previewing it, its latest draft); null for any other slug. */
async function loadEvent(params: Props['params']) {
  const { slug } = await params
  return getEventBySlug(decodeURIComponent(slug), (await draftMode()).isEnabled)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = await loadEvent(params)
  return event ? eventMetadata(event, eventPagePath(event.slug)) : { title: 'Page not found' }
}

export default async function EventRoute({ params }: Props) {
  const event = await loadEvent(params)
  if (!event) notFound()
  const path = eventPagePath(event.slug)
  return (
    <>
      {event._status === 'draft' && <PreviewBanner path={path} />}
      <EventPage event={event} path={path} />
    </>
  )
}
