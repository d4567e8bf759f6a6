import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { pruneDoorLog } from '@/checkins'
import { DOOR_LOG_DAYS } from '@/checkins/rules/door-ops'
import { poolOf } from '@/platform/database/pool'
import { applyRetention } from '@/privacy/apply-retention'

import { testPayload } from '../../helpers/payload'

const DAY = 86_400_000

/** A change and a nonce logged `daysAgo` days before `now`, as a door's sync writes them; their marks. */
async function logDoorTap(daysAgo: number, now = new Date()) {
  const pool = poolOf(await testPayload())
  const nonce = `test-${randomUUID()}`
  const at = new Date(now.getTime() - daysAgo * DAY)
  const registration = Math.floor(Math.random() * 1e9)
  await pool.query(
    `INSERT INTO checkin_changes (registration, event, session, checked_in, at, txid, created_at, updated_at)
     VALUES ($1, 1, 'door-log-test', true, $2, pg_current_xact_id()::text::numeric, $2, $2)`,
    [registration, at],
  )
  await pool.query(
    `INSERT INTO checkin_nonces (nonce, outcome, created_at, updated_at) VALUES ($1, 'create', $2, $2)`,
    [nonce, at],
  )
  return { nonce, registration }
}

async function stillLogged({ nonce, registration }: { nonce: string; registration: number }) {
  const pool = poolOf(await testPayload())
  const changes = await pool.query('SELECT 1 FROM checkin_changes WHERE registration = $1', [registration])
  const nonces = await pool.query('SELECT 1 FROM checkin_nonces WHERE nonce = $1', [nonce])
  return { change: changes.rowCount === 1, nonce: nonces.rowCount === 1 }
}

describe("the door's change log and tap nonces", () => {
  it('are deleted once older than any tap a device may still send, and kept until then', async () => {
    const old = await logDoorTap(DOOR_LOG_DAYS + 1)
    const recent = await logDoorTap(DOOR_LOG_DAYS - 1)
    expect(await pruneDoorLog(await testPayload())).toBeGreaterThanOrEqual(2)
    expect(await stillLogged(old)).toEqual({ change: false, nonce: false })
    expect(await stillLogged(recent)).toEqual({ change: true, nonce: true })
  })

  it('are pruned by the nightly retention run', async () => {
    // The run's clock set years back, so that it leaves everything else in this database alone.
    const then = new Date('2020-01-01T00:00:00Z')
    const old = await logDoorTap(DOOR_LOG_DAYS + 2, then)
    const recent = await logDoorTap(1, then)
    await applyRetention(await testPayload(), then)
    expect(await stillLogged(old)).toEqual({ change: false, nonce: false })
    expect(await stillLogged(recent)).toEqual({ change: true, nonce: true })
  })
})
