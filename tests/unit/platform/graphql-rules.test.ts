import { buildSchema, parse, specifiedRules, validate, type ValidationRule } from 'graphql'
import { describe, expect, it } from 'vitest'

import { hideSuggestions } from '@/platform/graphql/hide-suggestions'
import { limitQueryShape } from '@/platform/graphql/limit-query-shape'

const schema = buildSchema(`
  type Page { title: String, parent: Page }
  type Query { pages: [Page], page(id: ID): Page }
`)

const messages = (query: string, ...rules: ValidationRule[]) =>
  validate(schema, parse(query), [...specifiedRules, ...rules]).map((error) => error.message)

const limits = limitQueryShape({ maxAliases: 3, maxDepth: 4 })
const aliases = (count: number) => Array.from({ length: count }, (_, index) => `a${index}: pages { title }`).join(' ')
const nested = (depth: number) => `{ page { ${'parent { '.repeat(depth - 2)}title${' }'.repeat(depth - 2)} } }`

describe('limitQueryShape', () => {
  it('allows an operation within both limits', () => {
    expect(messages(`{ ${aliases(3)} }`, limits)).toEqual([])
    expect(messages(nested(4), limits)).toEqual([])
  })

  it('refuses more aliases than allowed', () => {
    expect(messages(`{ ${aliases(4)} }`, limits)).toEqual(['This query uses 4 aliases; at most 3 are allowed.'])
  })

  it('refuses nesting deeper than allowed', () => {
    expect(messages(nested(5), limits)).toEqual(['This query is nested 5 levels deep; at most 4 are allowed.'])
  })

  it('counts fragments every time they are spread, inline fragments too', () => {
    const query = `{ ...two ...two ... on Query { c: pages { title } } } fragment two on Query { a: pages { title } b: pages { title } }`
    expect(messages(query, limits)).toEqual(['This query uses 5 aliases; at most 3 are allowed.'])
    const deep = `{ page { ...deeper } } fragment deeper on Page { parent { parent { parent { title } } } }`
    expect(messages(deep, limits)).toEqual(['This query is nested 5 levels deep; at most 4 are allowed.'])
  })

  it('measures fragments spread inside fragments without blowing up', () => {
    const levels = Array.from(
      { length: 30 },
      (_, index) => `fragment f${index} on Query { ...f${index + 1} ...f${index + 1} }`,
    )
    const query = `{ ...f0 } ${levels.join(' ')} fragment f30 on Query { a: pages { title } }`
    expect(messages(query, limits)).toEqual(['This query uses too many aliases; at most 3 are allowed.'])
  })

  it('leaves a fragment cycle to the rule that refuses it', () => {
    expect(messages(`{ ...a } fragment a on Query { ...b } fragment b on Query { ...a }`, limits)).toEqual([
      expect.stringMatching(/Cannot spread fragment "a" within itself/),
    ])
  })
})

describe('hideSuggestions', () => {
  const typo = '{ pages { titel } pag { title } }'

  it('drops "Did you mean" from every error while hidden', () => {
    expect(
      messages(
        typo,
        hideSuggestions(() => true),
      ),
    ).toEqual(['Cannot query field "titel" on type "Page".', 'Cannot query field "pag" on type "Query".'])
  })

  it('keeps graphql-js suggestions otherwise', () => {
    expect(
      messages(
        typo,
        hideSuggestions(() => false),
      ),
    ).toEqual([
      'Cannot query field "titel" on type "Page". Did you mean "title"?',
      'Cannot query field "pag" on type "Query". Did you mean "page" or "pages"?',
    ])
  })

  it('keeps each error where it was found', () => {
    const [error] = validate(schema, parse(typo), [...specifiedRules, hideSuggestions(() => true)])
    expect(error!.locations).toEqual([{ line: 1, column: 11 }])
  })
})
