import { getImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

import { mediaPath } from '../rules/media-path'
import type { Media } from '@/payload-types'

/**
 * A block's picture from the media collection, filling the block behind its text. The block sets
 * the colour beneath it and how much shows through, so its text keeps its contrast.
 * `preload` only for the first block: its image is what a visitor sees first.
 *
 * Rendered as a plain `<img>` from `getImageProps` rather than `next/image`'s component: the
 * picture needs no script, and the component would put its client code and its hydration on the
 * page's first load (measured in docs/benchmarks.md). The first block's picture is decoded with
 * the first paint rather than after it, so it does not appear late.
 */
export function BackgroundImage({
  image,
  preload,
  className = '',
}: {
  image?: number | Media | null
  preload: boolean
  className?: string
}) {
  const media = typeof image === 'object' ? image : null
  if (!media?.url) return null
  const { props } = getImageProps({
    src: mediaPath(media.url),
    alt: media.alt,
    fill: true,
    sizes: '100vw',
    fetchPriority: preload ? 'high' : undefined,
    loading: preload ? 'eager' : 'lazy',
  })
  if (preload)
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    })
  return (
    <img
      {...props}
      alt={media.alt}
      decoding={preload ? 'sync' : 'async'}
      className={`-z-10 object-cover ${className}`}
    />
  )
}
