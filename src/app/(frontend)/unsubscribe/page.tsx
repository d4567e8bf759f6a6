import Link from 'next/link'

import { readAddressToken } from '@/consent'
import { UnsubscribeButton } from '@/consent/components/UnsubscribeButton'
import { personalLinkMetadata } from '@/site'
export const metadata = personalLinkMetadata('Unsubscribe')

export const dynamic = 'force-dynamic'

/** Shows whose address the link is for; only the button (a POST) changes anything, so link scanners cannot. */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const token = (await searchParams).token
  const email = typeof token === 'string' ? readAddressToken(token) : null
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="mb-6 text-3xl font-bold">Unsubscribe</h1>
      {email && typeof token === 'string' ? (
        <>
          <p className="mb-6 text-lg">
            Stop all messages from us (news, invitations and reminders, by e-mail and text) to <strong>{email}</strong>?
          </p>
          <UnsubscribeButton token={token} />
          <p className="mt-8">
            Or{' '}
            <Link
              href={`/preferences?token=${encodeURIComponent(token)}`}
              className="font-semibold text-brand underline"
            >
              choose which messages you get
            </Link>
            .
          </p>
        </>
      ) : (
        <p role="alert" className="text-lg">
          This unsubscribe link is not valid. Please use the link from your most recent e-mail.
        </p>
      )}
    </section>
  )
}
