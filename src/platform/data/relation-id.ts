/** A relationship's id, whether it was read at depth 0 (the id itself) or populated (the document); null when empty. */
export function relationId<Id extends number | string>(value: Id | { id: Id } | null | undefined): Id | null {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? value.id : value
}
