import { isProduction } from '../env'

import { hideSuggestions } from './hide-suggestions'
import { limitQueryShape } from './limit-query-shape'

/**
 * One anonymous GraphQL request must stay cheap: each list it names is a database query. Payload
 * weighs each field 1 and each relationship 10; the limits sit well above what a page's content
 * needs, far below the few hundred aliased lists that once took seconds.
 */
export const GRAPHQL_MAX_COMPLEXITY = 300

const rules = [
  limitQueryShape({ maxAliases: 10, maxDepth: 10 }),
  // Introspection is off in production, so its suggestions are too.
  hideSuggestions(isProduction),
]

/** Run after graphql-js's own rules and Payload's complexity and introspection rules. */
export const graphQLValidationRules = () => rules
