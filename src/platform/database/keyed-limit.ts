/**
 * Runs at most `limit` tasks with one key at a time in this process; the others wait for a turn in the
 * order they came. A task that fails gives its turn up like one that succeeds.
 */
export function keyedLimit(limit: number) {
  const lanes = new Map<string | number, { running: number; waiting: Array<() => void> }>()
  return async function run<T>(key: string | number, task: () => Promise<T>): Promise<T> {
    let lane = lanes.get(key)
    if (!lane) {
      lane = { running: 0, waiting: [] }
      lanes.set(key, lane)
    }
    const own = lane
    // A turn given up is handed straight to the next waiter, so `running` counts it throughout.
    if (own.running < limit) own.running++
    else await new Promise<void>((resolve) => own.waiting.push(resolve))
    try {
      return await task()
    } finally {
      const next = own.waiting.shift()
      if (next) next()
      else if (--own.running === 0) lanes.delete(key)
    }
  }
}
