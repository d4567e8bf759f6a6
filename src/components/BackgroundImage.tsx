import Image from 'next/image'

import { mediaPath } from '@/lib/media-path'
import type { Media } from '@/payload-types'

/**
 * A block's picture from the media collection, filling the block behind its text. The block sets
 * the colour beneath it and how much shows through, so its text keeps its contrast.
 * `preload` only for the first block: its image is what a visitor sees first.
 */
export function BackgroundImage({ image, preload, className = '' }: { image?: number | Media | null; preload: boolean; className?: string }) {
  const media = typeof image === 'object' ? image : null
  if (!media?.url) return null
  return <Image src={mediaPath(media.url)} alt={media.alt} fill preload={preload} fetchPriority={preload ? 'high' : undefined} sizes="100vw" className={`-z-10 object-cover ${className}`} />
}
