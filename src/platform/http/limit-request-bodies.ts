import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'

import { judgeRequestBody } from './body-limits'

const headersOf = (req: IncomingMessage) => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  return headers
}

/**
 * The production server's first word on every request: one whose body is over its route's limit
 * (by its Content-Length), sent without a length, or meant for a webhook nobody configured is
 * answered at once, before a byte of the body is read, and the connection is closed so the rest of
 * it is never read either. Everything else goes on to `listener`, whose readers the Content-Length
 * bounds (Node's parser reads no further).
 */
export function limitRequestBodies(listener: RequestListener): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/'
    const verdict = judgeRequestBody({ method: req.method ?? 'GET', pathname, headers: headersOf(req) })
    if (verdict.isAllowed) return listener(req, res)
    const body = JSON.stringify({ ok: false, message: verdict.message })
    res.writeHead(verdict.status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
      connection: 'close',
    })
    // With `connection: close` Node destroys the socket once the answer is out: the rest of the body is never read.
    res.end(body)
  }
}
