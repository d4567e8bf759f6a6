import { GraphQLError, Kind, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql'

type Shape = { aliases: number; depth: number }

// Fragments spread inside fragments can multiply a count past any sensible number; past this it is only "too many".
const COUNT_CEILING = 1_000_000

/**
 * Refuses an operation that names more fields by alias, or nests selections deeper, than allowed,
 * before any of it runs. Each alias of a list is another database query, so a few hundred of them
 * in one request cost seconds; fragments count every time they are spread.
 */
export function limitQueryShape({ maxAliases, maxDepth }: { maxAliases: number; maxDepth: number }): ValidationRule {
  return (context) => {
    const measureFragment = memoisedFragments(context)
    return {
      OperationDefinition(operation) {
        const { aliases, depth } = measureSelections(operation.selectionSet, measureFragment)
        if (aliases > maxAliases)
          context.reportError(
            new GraphQLError(
              `This query uses ${aliases >= COUNT_CEILING ? 'too many' : aliases} aliases; at most ${maxAliases} are allowed.`,
              { nodes: [operation] },
            ),
          )
        if (depth > maxDepth)
          context.reportError(
            new GraphQLError(`This query is nested ${depth} levels deep; at most ${maxDepth} are allowed.`, {
              nodes: [operation],
            }),
          )
      },
    }
  }
}

type MeasureFragment = (name: string) => Shape

function measureSelections(selectionSet: SelectionSetNode | undefined, measureFragment: MeasureFragment): Shape {
  const shape: Shape = { aliases: 0, depth: 0 }
  for (const selection of selectionSet?.selections ?? []) {
    let inner: Shape
    if (selection.kind === Kind.FIELD) {
      const below = measureSelections(selection.selectionSet, measureFragment)
      inner = { aliases: below.aliases + (selection.alias ? 1 : 0), depth: below.depth + 1 }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = measureSelections(selection.selectionSet, measureFragment)
    } else {
      inner = measureFragment(selection.name.value)
    }
    shape.aliases = Math.min(COUNT_CEILING, shape.aliases + inner.aliases)
    shape.depth = Math.max(shape.depth, inner.depth)
  }
  return shape
}

/** Each fragment is measured once; an unknown or cyclic fragment counts as empty, since other rules refuse it. */
function memoisedFragments(context: ValidationContext): MeasureFragment {
  const measured = new Map<string, Shape>()
  const measuring = new Set<string>()
  const measureFragment = (name: string): Shape => {
    const known = measured.get(name)
    if (known) return known
    const fragment = context.getFragment(name)
    if (!fragment || measuring.has(name)) return { aliases: 0, depth: 0 }
    measuring.add(name)
    const shape = measureSelections(fragment.selectionSet, measureFragment)
    measuring.delete(name)
    measured.set(name, shape)
    return shape
  }
  return measureFragment
}
