/**
 * The value axis of a chart: 0 and evenly spaced round steps (1, 2 or 5 times a power of ten, whole
 * numbers only, since charts count people) up to the first step at or above `max`. At most
 * `maxTicks` steps above zero; an empty chart still gets an axis of 0 and 1.
 */
export function niceTicks(max: number, maxTicks = 5): number[] {
  const top = Math.max(1, Math.ceil(Number.isFinite(max) ? max : 0))
  const rough = top / Math.max(1, maxTicks)
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power,
  )
  const count = Math.ceil(top / step)
  return Array.from({ length: count + 1 }, (_, index) => index * step)
}

/** Every how many categories an axis names one, so that no more than `maxLabels` names crowd it. */
export function labelEvery(count: number, maxLabels = 12): number {
  return Math.max(1, Math.ceil(count / Math.max(1, maxLabels)))
}
