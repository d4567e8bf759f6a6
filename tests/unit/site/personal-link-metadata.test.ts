import { describe, expect, it } from 'vitest'

import { personalLinkMetadata } from '@/site/rules/personal-link-metadata'

describe('personalLinkMetadata', () => {
  it('keeps a page reached by a personal link out of search engines and out of referrers', () => {
    expect(personalLinkMetadata('Unsubscribe')).toEqual({
      title: 'Unsubscribe',
      referrer: 'no-referrer',
      robots: { index: false, follow: false },
    })
  })
})
