import { describe, expect, it } from 'vitest'

describe('the browser’s zod setting (src/instrumentation-client.ts)', () => {
  it('is the one zod reads: validation without compiling, so the CSP sees no `new Function` probe', async () => {
    await import('@/instrumentation-client')
    const { config, z } = await import('zod')
    expect(config().jitless).toBe(true)
    expect(z.object({ name: z.string() }).parse({ name: 'Ada' })).toEqual({ name: 'Ada' })
  })
})
