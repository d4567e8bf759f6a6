import { PlaceOffer } from '@/places/components/PlaceOffer'
import { personalLinkMetadata } from '@/site'

export const metadata = personalLinkMetadata('Your offered place')

// Per request: each link is one person's offer.
export const dynamic = 'force-dynamic'

export default function PlaceOfferPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="mb-6 text-center text-3xl font-bold">A place for you</h1>
      <PlaceOffer />
    </section>
  )
}
