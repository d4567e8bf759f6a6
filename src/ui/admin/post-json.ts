/**
 * POSTs JSON to the server with the staff session's cookie and reads the answer as the caller
 * describes it. An answer that is not JSON (a proxy's error page, say) reads as an empty object, so
 * it fails like any other refusal.
 */
export async function postJson<T extends object = object>(
  path: string,
  body: unknown = {},
): Promise<{ response: Response; body: T & { message?: string } }> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { response, body: (await response.json().catch(() => ({}))) as T & { message?: string } }
}
