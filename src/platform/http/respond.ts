/** A JSON answer that no cache keeps: every endpoint's answer is about one request. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** Payload's own wording for a refused request, so custom endpoints answer like its built-in ones. */
export const FORBIDDEN_MESSAGE = 'You are not allowed to perform this action.'

export const TOO_MANY_MESSAGE = 'Too many submissions from your connection. Please wait a few minutes and try again.'

/** A file to save (a CSV export, a subject access bundle): never cached, since each holds personal data. */
export const download = (body: BodyInit, { filename, contentType }: { filename: string; contentType: string }) =>
  new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  })
