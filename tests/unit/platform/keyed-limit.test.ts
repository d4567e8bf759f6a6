import { describe, expect, it } from 'vitest'

import { keyedLimit } from '@/platform/database/keyed-limit'

/** A task that runs until `finish` is called, recording that it started. */
function heldTask(started: string[], name: string) {
  let finish!: (value: string) => void
  let fail!: (error: Error) => void
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve
    fail = reject
  })
  return {
    run: () => {
      started.push(name)
      return done
    },
    finish: () => finish(name),
    fail: () => fail(new Error(`${name} failed`)),
  }
}

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('keyedLimit', () => {
  it('runs at most `limit` tasks of one key at a time, the rest in the order they came', async () => {
    const run = keyedLimit(2)
    const started: string[] = []
    const tasks = ['a', 'b', 'c', 'd'].map((name) => heldTask(started, name))
    const results = tasks.map((task) => run('event-1', task.run))
    await settle()
    expect(started).toEqual(['a', 'b'])

    tasks[1]!.finish()
    await settle()
    expect(started).toEqual(['a', 'b', 'c'])

    tasks[0]!.finish()
    await settle()
    expect(started).toEqual(['a', 'b', 'c', 'd'])

    tasks[2]!.finish()
    tasks[3]!.finish()
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('lets tasks of other keys run beside them', async () => {
    const run = keyedLimit(1)
    const started: string[] = []
    const first = heldTask(started, 'event-1 first')
    const second = heldTask(started, 'event-1 second')
    const other = heldTask(started, 'event-2')
    void run(1, first.run)
    void run(1, second.run)
    void run(2, other.run)
    await settle()
    expect(started).toEqual(['event-1 first', 'event-2'])
    first.finish()
    second.finish()
    other.finish()
  })

  it('gives the turn of a task that failed to the next, and passes the failure to its caller', async () => {
    const run = keyedLimit(1)
    const started: string[] = []
    const failing = heldTask(started, 'failing')
    const next = heldTask(started, 'next')
    const failed = run('event-1', failing.run)
    const after = run('event-1', next.run)
    failing.fail()
    await expect(failed).rejects.toThrow('failing failed')
    await settle()
    expect(started).toEqual(['failing', 'next'])
    next.finish()
    expect(await after).toBe('next')
  })

  it('starts a task at once when the key has nothing running, however many ran before', async () => {
    const run = keyedLimit(1)
    for (let i = 0; i < 3; i++) expect(await run('event-1', async () => i)).toBe(i)
    const started: string[] = []
    const task = heldTask(started, 'later')
    void run('event-1', task.run)
    await settle()
    expect(started).toEqual(['later'])
    task.finish()
  })
})
