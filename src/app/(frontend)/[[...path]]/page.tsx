import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { pathFromSegments } from '@/lib/page-path'
import { getPublishedPage } from '@/server/content/get-page'

type Props = { params: Promise<{ path?: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getPublishedPage(pathFromSegments((await params).path))
  if (!page) return {}
  return {
    title: page.seo?.title || page.title,
    description: page.seo?.description || undefined,
  }
}

export default async function ContentPage({ params }: Props) {
  const page = await getPublishedPage(pathFromSegments((await params).path))
  if (!page) notFound()
  const blocks = page.layout ?? []
  const startsWithHero = blocks[0]?.blockType === 'hero'
  return (
    <>
      {!startsWithHero && <h1 className="mx-auto max-w-6xl px-4 pt-10 text-3xl font-bold">{page.title}</h1>}
      <RenderBlocks blocks={blocks} />
    </>
  )
}
