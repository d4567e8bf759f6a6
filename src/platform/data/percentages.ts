/** A whole percentage of the total; 0% rather than a division by zero when there is no one yet. */
export function percentOf(part: number, total: number): number {
  if (!total || total <= 0) return 0
  return Math.round((part / total) * 100)
}
