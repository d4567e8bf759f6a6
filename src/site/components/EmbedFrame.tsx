import { toEmbedUrl } from '../rules/embed'

/** A framed stream, video or map; with no usable address, the placeholder text instead. */
export function EmbedFrame({
  kind,
  title,
  url,
  placeholder,
}: {
  kind: 'video' | 'map'
  title: string
  url?: string | null
  placeholder?: string | null
}) {
  const src = url ? toEmbedUrl(url) : null
  return (
    <div
      className={`overflow-hidden rounded-lg bg-slate-100 ${kind === 'map' ? 'aspect-[4/3] sm:aspect-[16/7]' : 'aspect-video'}`}
    >
      {src ? (
        <iframe
          src={src}
          title={title}
          loading="lazy"
          className="h-full w-full border-0"
          allow="accelerometer; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div
          role="img"
          aria-label={title}
          className="flex h-full items-center justify-center p-6 text-center text-slate-600"
        >
          <p className="whitespace-pre-line">{placeholder || title}</p>
        </div>
      )}
    </div>
  )
}
