import type { Metadata } from 'next'

/**
 * A page reached by a personal link, whose address carries a token: it is never indexed, and its
 * address is never sent on to another site as the referrer.
 */
export const personalLinkMetadata = (title: string): Metadata => ({
  title,
  referrer: 'no-referrer',
  robots: { index: false, follow: false },
})
