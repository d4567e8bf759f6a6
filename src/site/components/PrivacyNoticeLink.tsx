import Link from 'next/link'

/** The privacy notice page (seeded, edited in the CMS). */
const PRIVACY_NOTICE_PATH = '/privacy'

/** Under every public form: the site's short privacy note, if any, and always the link to the full notice. */
export function PrivacyNoticeLink({
  note,
  className = 'mt-4 text-sm text-slate-600',
}: {
  note?: string | null
  className?: string
}) {
  return (
    <p className={className} data-testid="privacy-notice-link">
      {note ? `${note} ` : ''}
      <Link href={PRIVACY_NOTICE_PATH} className="underline">
        Read our privacy notice
      </Link>
    </p>
  )
}
