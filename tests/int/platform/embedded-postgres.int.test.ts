import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { startEmbeddedPostgres, temporaryDataDir } from '@/platform/database/embedded-postgres'

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

describe('the embedded PostgreSQL launcher', () => {
  const dataDir = temporaryDataDir('church-launcher')
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }))

  it('initialises a cluster, keeps data across restarts and stops with no process left', async () => {
    const first = await startEmbeddedPostgres({ dataDir })
    await query(first.urlFor('postgres'), 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)')
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    await first.stop()
    expect(isRunning(pid)).toBe(false)
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false)

    const second = await startEmbeddedPostgres({ dataDir })
    expect(await query(second.urlFor('postgres'), 'SELECT n FROM kept')).toEqual([{ n: 42 }])
    await second.stop()
  })

  it('joins a server already running on the same data directory instead of starting another', async () => {
    const owner = await startEmbeddedPostgres({ dataDir })
    const joiner = await startEmbeddedPostgres({ dataDir })
    expect(joiner.isOwned).toBe(false)
    expect(joiner.port).toBe(owner.port)
    await joiner.stop()
    expect(await query(owner.urlFor('postgres'), 'SELECT 1 AS ok')).toEqual([{ ok: 1 }])
    await owner.stop()
  })

  it('recovers from a server that was killed, clearing its stale pid file', async () => {
    const running = await startEmbeddedPostgres({ dataDir })
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    execFileSync('kill', ['-9', String(pid)])
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(true)
    const restarted = await startEmbeddedPostgres({ dataDir })
    expect(restarted.isOwned).toBe(true)
    expect(await query(restarted.urlFor('postgres'), 'SELECT n FROM kept')).toEqual([{ n: 42 }])
    await restarted.stop()
    await running.stop().catch(() => {})
  })
})
