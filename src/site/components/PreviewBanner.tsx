import { leavePreviewHref } from '../rules/page-path'

/**
 * Across the top of a draft being previewed, so an editor never mistakes it for the live page. A plain
 * link, not Next's Link: prefetching the exit route would end the preview before anyone clicked.
 */
export function PreviewBanner({ path }: { path: string }) {
  return (
    <aside aria-label="Draft preview" className="border-b-2 border-amber-500 bg-amber-100 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2">
        <p className="font-semibold">Preview — not published</p>
        <a href={leavePreviewHref(path)} className="font-semibold underline underline-offset-2 hover:no-underline">
          Leave preview
        </a>
      </div>
    </aside>
  )
}
