import { describe, expect, it } from 'vitest'

import { rerunStalledStart, UNSETTLED_TOP_LEVEL_AWAIT } from '@/seed/rerun-stalled-start'

/** A script whose runs end with these exit codes in turn, counting its runs. */
function script(...codes: number[]) {
  let runs = 0
  return { attempt: async () => codes[runs++] ?? 0, runs: () => runs }
}

describe('a script that stalled before it began', () => {
  it('is run once more after exit code 13, and says so', async () => {
    const seed = script(UNSETTLED_TOP_LEVEL_AWAIT, 0)
    const said: string[] = []
    expect(await rerunStalledStart(seed.attempt, () => said.push('again'))).toBe(0)
    expect(seed.runs()).toBe(2)
    expect(said).toEqual(['again'])
  })

  it('is run only once more: a second stall is its answer', async () => {
    const seed = script(UNSETTLED_TOP_LEVEL_AWAIT, UNSETTLED_TOP_LEVEL_AWAIT, 0)
    expect(await rerunStalledStart(seed.attempt)).toBe(UNSETTLED_TOP_LEVEL_AWAIT)
    expect(seed.runs()).toBe(2)
  })

  it('is never run again after success or any other failure', async () => {
    for (const code of [0, 1, 2]) {
      const seed = script(code, 0)
      expect(await rerunStalledStart(seed.attempt)).toBe(code)
      expect(seed.runs()).toBe(1)
    }
  })
})
