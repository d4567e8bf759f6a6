import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'

import { pageHeadingIndex, RenderBlocks } from '@/blocks/RenderBlocks'
import { OutreachEventPage, outreachEventMetadata } from '@/components/event/OutreachEventPage'
import { OUTREACH_EVENT_PATH, pathFromSegments } from '@/lib/page-path'
import type { Media } from '@/payload-types'
import { getPage } from '@/server/content/get-page'

type Props = { params: Promise<{ path?: string[] }> }

// Pages are rendered on first visit and kept until an editor's change revalidates them.
export const dynamicParams = true
export const revalidate = 86400
export function generateStaticParams() {
  return []
}

async function loadPage(params: Props['params']) {
  const { isEnabled: isDraft } = await draftMode()
  return getPage(pathFromSegments((await params).path), isDraft)
}

const isEventPage = async (params: Props['params']) => pathFromSegments((await params).path) === OUTREACH_EVENT_PATH

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  if (await isEventPage(params)) return outreachEventMetadata()
  const page = await loadPage(params)
  if (!page) return { title: 'Page not found' }
  const image = typeof page.seo?.image === 'object' ? (page.seo.image as Media | null) : null
  const title = page.seo?.title || page.title
  const description = page.seo?.description || undefined
  return {
    title: page.path === '/' ? { absolute: title } : title,
    description,
    alternates: { canonical: page.path },
    openGraph: { title, description, url: page.path, images: image?.url ? [{ url: image.url, alt: image.alt }] : undefined },
  }
}

export default async function ContentPage({ params }: Props) {
  if (await isEventPage(params)) return <OutreachEventPage />
  const page = await loadPage(params)
  if (!page) notFound()
  const blocks = page.layout ?? []
  const hasHero = pageHeadingIndex(blocks) !== -1
  return (
    <>
      {!hasHero && <h1 className="mx-auto max-w-6xl px-4 pt-10 text-3xl font-bold sm:text-4xl">{page.title}</h1>}
      <RenderBlocks blocks={blocks} />
    </>
  )
}
