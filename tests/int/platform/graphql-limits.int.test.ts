import { afterEach, describe, expect, it, vi } from 'vitest'

import { graphql } from '../../helpers/payload'

const link = 'label url'
const image = 'image { url alt width height }'
/** Everything a page shows, every block included: what a legitimate client asks for at most. */
const FULL_PAGE = `{
  Pages(where: { path: { equals: "/" } }, limit: 1) {
    docs {
      title path
      seo { title description ${image} }
      layout {
        __typename
        ... on CallToActionBlock { anchorId style ${image} heading body buttons { ${link} } }
        ... on HeroBlock { anchorId heading subheading ${image} buttons { ${link} } }
        ... on InfoCardsBlock { anchorId heading intro columns cards { title time body link { ${link} } } }
        ... on StepsBlock { anchorId heading intro numbered items { title body } link { ${link} } }
        ... on RichTextBlock { anchorId heading content }
        ... on EmbedBlock { anchorId heading kind title url placeholder }
        ... on FormBlock { anchorId formType heading intro }
        ... on QuoteBlock { anchorId text attribution }
        ... on BankDetailsBlock { anchorId heading intro }
        ... on SocialLinksBlock { anchorId heading }
      }
    }
  }
}`

const messagesOf = (result: Awaited<ReturnType<typeof graphql>>) => (result.errors ?? []).map((error) => error.message)

describe('GraphQL limits', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('answers a query for a whole page, with every block, within the limits', async () => {
    const result = await graphql(FULL_PAGE)
    expect(result.errors).toBeUndefined()
    expect(result.data?.Pages?.docs).toHaveLength(1)
  })

  it('refuses an anonymous query with 200 aliases quickly, before running any of it', async () => {
    const aliases = Array.from(
      { length: 200 },
      (_, index) => `p${index}: Pages(limit: 100) { docs { title path layout { __typename } } }`,
    ).join('\n')
    const started = performance.now()
    const result = await graphql(`{ ${aliases} }`)
    expect(performance.now() - started).toBeLessThan(2000)
    expect(result.data).toBeUndefined()
    expect(messagesOf(result)).toContain('This query uses 200 aliases; at most 10 are allowed.')
  })

  it('refuses a query nested deeper than allowed', async () => {
    const result = await graphql(
      `{ __schema { types { fields { type { ${'ofType { '.repeat(8)}name${' }'.repeat(8)} } } } } }`,
    )
    expect(result.data).toBeUndefined()
    expect(messagesOf(result)).toEqual(['This query is nested 13 levels deep; at most 10 are allowed.'])
  })

  it('refuses a query over the complexity limit', async () => {
    const aliases = Array.from(
      { length: 10 },
      (_, index) =>
        `p${index}: Pages { docs { seo { ${image} } layout { ... on HeroBlock { ${image} } ... on CallToActionBlock { ${image} } } } }`,
    ).join('\n')
    const result = await graphql(`{ ${aliases} }`)
    expect(result.data).toBeUndefined()
    expect(messagesOf(result)).toEqual([expect.stringMatching(/maximum complexity of 300/)])
  })

  it('suggests no field names in production, where introspection is off', async () => {
    const typo = '{ Pages { docs { titel } } }'
    expect(messagesOf(await graphql(typo))).toEqual([
      'Cannot query field "titel" on type "Page". Did you mean "title"?',
    ])

    vi.stubEnv('NODE_ENV', 'production')
    const result = await graphql(typo)
    expect(messagesOf(result)).toEqual(['Cannot query field "titel" on type "Page".'])
    expect(messagesOf(await graphql('{ __schema { types { name } } }'))).toEqual([
      expect.stringMatching(/introspection is not allowed/),
    ])
  })
})
