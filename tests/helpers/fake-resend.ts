import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type DeliveredEmail = {
  to: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
}

/**
 * Resend's e-mail API as documented, on loopback: the batch endpoint (with permissive validation and
 * Idempotency-Key), single sends, and an optional rate limit that answers 429 like the real one.
 * Addresses starting with "fail" are refused, one by one.
 */
export async function startFakeResend({ rejectFirstCalls = 0 }: { rejectFirstCalls?: number } = {}) {
  const delivered: DeliveredEmail[] = []
  const batchSizes: number[] = []
  const idempotent = new Map<string, string>()
  let calls = 0
  let nextId = 1

  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      calls++
      res.setHeader('content-type', 'application/json')
      if (calls <= rejectFirstCalls) {
        res.statusCode = 429
        return res.end(JSON.stringify({ name: 'rate_limit_exceeded', message: 'Too many requests', statusCode: 429 }))
      }
      const key = req.headers['idempotency-key']
      if (typeof key === 'string' && idempotent.has(key)) return res.end(idempotent.get(key))

      const body = JSON.parse(raw || '{}')
      const accept = (email: DeliveredEmail) => {
        delivered.push({
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          headers: email.headers,
        })
        return `email-${nextId++}`
      }
      let answer: string
      if (req.url === '/emails/batch') {
        const emails = (body as Array<DeliveredEmail & { to: string[] }>).map((email) => ({
          ...email,
          to: email.to[0]!,
        }))
        batchSizes.push(emails.length)
        if (emails.length > 100) {
          res.statusCode = 422
          return res.end(
            JSON.stringify({ name: 'validation_error', message: 'Too many emails in batch', statusCode: 422 }),
          )
        }
        const data: Array<{ id: string }> = []
        const errors: Array<{ index: number; message: string }> = []
        emails.forEach((email, index) =>
          email.to.startsWith('fail')
            ? errors.push({ index, message: 'Invalid `to` field.' })
            : data.push({ id: accept(email) }),
        )
        answer = JSON.stringify(req.headers['x-batch-validation'] === 'permissive' ? { data, errors } : { data })
      } else {
        const email = { ...(body as DeliveredEmail & { to: string[] }), to: (body as { to: string[] }).to[0]! }
        if (email.to.startsWith('fail')) {
          res.statusCode = 422
          return res.end(JSON.stringify({ name: 'validation_error', message: 'Invalid `to` field.', statusCode: 422 }))
        }
        answer = JSON.stringify({ id: accept(email) })
      }
      if (typeof key === 'string') idempotent.set(key, answer)
      res.end(answer)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    delivered,
    batchSizes,
    get calls() {
      return calls
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
