import type { ReactNode } from 'react'

/** The frame every block sits in: an optional anchor, heading and intro, and consistent spacing. */
export function Section({
  anchorId,
  heading,
  intro,
  children,
  width = 'wide',
  className = '',
}: {
  anchorId?: string | null
  heading?: string | null
  intro?: string | null
  children?: ReactNode
  width?: 'narrow' | 'wide'
  className?: string
}) {
  return (
    <section
      id={anchorId || undefined}
      className={`mx-auto scroll-mt-24 px-4 py-10 ${width === 'narrow' ? 'max-w-3xl' : 'max-w-6xl'} ${className}`}
    >
      {heading && <h2 className="mb-3 text-2xl font-bold sm:text-3xl">{heading}</h2>}
      {intro && <p className="mb-6 max-w-3xl whitespace-pre-line text-slate-700">{intro}</p>}
      {children}
    </section>
  )
}
