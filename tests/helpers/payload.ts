import config from '@payload-config'
import { getPayload, handleEndpoints, type Payload } from 'payload'

import { storedPasswordFor } from '@/staff/sign-in/check-password'

let instance: Payload | null = null

export async function testPayload(): Promise<Payload> {
  if (instance) return instance
  instance = await getPayload({ config })
  // The first account always becomes an admin; make it a known one so role tests mean what they say.
  const { totalDocs } = await instance.count({ collection: 'users' })
  if (totalDocs === 0) {
    await instance.create({
      collection: 'users',
      data: { email: uniqueEmail('bootstrap'), password: 'bootstrap-password-1', fullName: 'Bootstrap', role: 'admin' },
    })
  }
  return instance
}

export const uniqueEmail = (label = 'person') =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@test.example`

/** A REST request through Payload's own handler, exactly as the /api route serves it. */
export async function rest(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  apiPath: string,
  { body, token, ip }: { body?: unknown; token?: string; ip?: string } = {},
) {
  const response = await restResponse(method, apiPath, { body, token, ip })
  const text = await response.text()
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {
    json = text
  }
  return { status: response.status, json: json as Record<string, unknown> }
}

/** The Response itself of a REST request through Payload's handler: for a download (a PDF, a CSV) read as bytes. */
export async function restResponse(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  apiPath: string,
  { body, token, ip }: { body?: unknown; token?: string; ip?: string } = {},
): Promise<Response> {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (token) headers.set('authorization', `JWT ${token}`)
  if (ip) headers.set('x-forwarded-for', ip)
  const request = new Request(`${process.env.SITE_URL}/api${apiPath}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return handleEndpoints({ config, request, path: `/api${apiPath.split('?')[0]}` })
}

type StaffRole = 'admin' | 'editor' | 'volunteer' | 'kiosk' | null

/** A client address of its own, so a test's sign-ins never meet another's rate limit. */
export const freshAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`

/**
 * A kiosk device of the event (unless given, a past event of its own, so nobody else's registration is its business), issued a code by a fresh admin and
 * signed in with it: the device, its account and the kiosk session's token.
 */
export async function kioskDevice({ event, session }: { event?: number; session?: string } = {}) {
  const payload = await testPayload()
  const { createTestEvent } = await import('./events')
  const { PAST_SESSIONS } = await import('./past-sessions')
  const device = await payload.create({
    collection: 'kiosk-devices',
    data: {
      name: `Kiosk ${uniqueEmail('device')}`,
      event: event ?? (await createTestEvent(payload, { sessions: PAST_SESSIONS })).id,
      session,
    },
    overrideAccess: true,
  })
  const admin = await accountWithRole('admin')
  const issued = await rest('POST', '/kiosk-devices/code', { token: admin.token, body: { device: device.id } })
  const code = issued.json.code as string
  const signedIn = await rest('POST', '/kiosk-devices/sign-in', { body: { code }, ip: freshAddress() })
  if (signedIn.status !== 200) throw new Error(`Kiosk sign-in failed: ${JSON.stringify(signedIn.json)}`)
  const stored = await payload.findByID({ collection: 'kiosk-devices', id: device.id, overrideAccess: true, depth: 0 })
  const user = await payload.findByID({ collection: 'users', id: stored.account as number, overrideAccess: true })
  return { device: stored, user, token: signedIn.json.token as string, admin, code }
}

/** Creates a staff user with the given role (or none) and returns a token for REST calls. */
export async function staffUser(role: StaffRole) {
  if (role !== 'kiosk') return accountWithRole(role)
  const kiosk = await kioskDevice()
  return { user: kiosk.user, token: kiosk.token, email: kiosk.user.email, password: '' }
}

const TEST_PASSWORD = 'test-password-123'
/** The test accounts' one password as Payload stores it, hashed once per run (see accountWithRole). */
let testPasswordStored: ReturnType<typeof storedPasswordFor> | undefined

/**
 * A signed-in account with the role, written straight through the database adapter with its password
 * already hashed: Payload's own create would hash it again (PBKDF2, 600,000 rounds, a third of a second
 * of CPU each), and hundreds of accounts a run spent minutes on it. The sign-in is Payload's own.
 * Creating accounts through Payload (invitations, first admin, audit) is what tests/int/staff tests.
 */
async function accountWithRole(role: Exclude<StaffRole, 'kiosk'>) {
  const payload = await testPayload()
  const email = uniqueEmail(role ?? 'norole')
  const { salt, hash } = await (testPasswordStored ??= storedPasswordFor(TEST_PASSWORD))
  const created = await payload.db.create({
    collection: 'users',
    data: { email, fullName: `Test ${role ?? 'nobody'}`, role: role ?? null, accountStatus: 'active', salt, hash },
  })
  const user = await payload.findByID({ collection: 'users', id: created.id, depth: 0, overrideAccess: true })
  const { token } = await payload.login({ collection: 'users', data: { email, password: TEST_PASSWORD } })
  return { user, token: token!, email, password: TEST_PASSWORD }
}

/** A GraphQL query through Payload's own handler, as /api/graphql serves it. */
export async function graphql(query: string, { token }: { token?: string } = {}) {
  const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
  const headers = new Headers({ 'content-type': 'application/json' })
  if (token) headers.set('authorization', `JWT ${token}`)
  const request = new Request(`${process.env.SITE_URL}/api/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query }),
  })
  const response = await GRAPHQL_POST(config)(request)
  return (await response.json()) as {
    data?: Record<string, { docs?: unknown[] } | null>
    errors?: Array<{ message: string }>
  }
}

/**
 * Runs only these registrations' confirmation e-mails: other files leave theirs queued (some retrying
 * after a failure they meant to cause), and a test waiting behind them would wait on someone else's.
 */
export async function runConfirmationsFor(registrationIds: number[]) {
  await (
    await testPayload()
  ).jobs.run({
    // A registration may have a second confirmation queued (after a change); each runs once.
    limit: Math.max(50, registrationIds.length * 3),
    where: {
      and: [
        { taskSlug: { equals: 'sendRegistrationConfirmation' } },
        { 'input.registrationId': { in: registrationIds } },
      ],
    },
  })
}

export type Caller = 'a visitor' | 'a user without a role' | 'an editor' | 'a volunteer' | 'a kiosk' | 'an admin'

/** A visitor and a fresh account of each role (a kiosk signed in with its device's code), with the token each sends (none for the visitor). */
export async function everyCaller(): Promise<[Caller, string | undefined][]> {
  const [noRole, editor, volunteer, kiosk, admin] = await Promise.all([
    staffUser(null),
    staffUser('editor'),
    staffUser('volunteer'),
    staffUser('kiosk'),
    staffUser('admin'),
  ])
  return [
    ['a visitor', undefined],
    ['a user without a role', noRole.token],
    ['an editor', editor.token],
    // Before the door staff: a sweep may check that nothing changed until someone allowed acts.
    ['a kiosk', kiosk.token],
    ['a volunteer', volunteer.token],
    ['an admin', admin.token],
  ]
}
