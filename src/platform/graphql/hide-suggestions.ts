import { GraphQLError, type ValidationRule } from 'graphql'

const SUGGESTION = /\s*Did you mean .*$/s

/**
 * While `isHidden()` holds, validation errors lose graphql-js's "Did you mean …?" suggestions, which
 * would otherwise spell out the schema one guess at a time to someone refused introspection. Every
 * rule reports through the one validation context, so this rule wraps its reporting; it reports
 * nothing itself.
 */
export function hideSuggestions(isHidden: () => boolean): ValidationRule {
  return (context) => {
    if (isHidden()) {
      const report = context.reportError.bind(context)
      context.reportError = (error) => report(SUGGESTION.test(error.message) ? withoutSuggestion(error) : error)
    }
    return {}
  }
}

function withoutSuggestion(error: GraphQLError): GraphQLError {
  const { nodes, source, positions, path, originalError, extensions } = error
  return new GraphQLError(error.message.replace(SUGGESTION, ''), {
    nodes,
    source,
    positions,
    path,
    originalError,
    extensions,
  })
}
