import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { getEventBySlug } from '@/events/components/get-published-event'
import { eventPagePath } from '@/site'

type Props = { params: Promise<{ slug: string }> }

export const metadata: Metadata = { title: 'Thank you for paying', robots: { index: false } }

/**
 * Where Stripe Checkout sends the person back after paying. It confirms nothing (anyone can open this
 * address): the booking is confirmed by Stripe's signed webhook, and the confirmation e-mail says so.
 */
export default async function PaidRoute({ params }: Props) {
  const { slug } = await params
  const event = await getEventBySlug(decodeURIComponent(slug), false)
  if (!event) notFound()
  return (
    <main className="mx-auto max-w-2xl space-y-4 px-4 py-12">
      <h1 className="text-3xl font-bold">Thank you for paying</h1>
      <p data-testid="paid-message">
        We are confirming your payment for {event.title} with the card company. Your confirmation e-mail, with your
        check-in code, follows within a few minutes.
      </p>
      <p>
        <Link href={eventPagePath(event.slug)} className="text-brand underline">
          Back to {event.title}
        </Link>
      </p>
    </main>
  )
}
