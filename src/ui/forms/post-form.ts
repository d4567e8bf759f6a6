import { GENERIC_FAILURE, type FormResponse } from '@/platform/forms/form-response'

/** Posts a public form as JSON; a network failure reads like any other failure. */
export async function postForm(url: string, body: unknown): Promise<FormResponse> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = (await response.json().catch(() => ({}))) as FormResponse
    return {
      ok: response.ok && json.ok !== false,
      message: json.message,
      errors: json.errors,
      ...(json.waitingList ? { waitingList: true } : {}),
      ...(json.payment && typeof json.payment.reference === 'string' && Array.isArray(json.payment.lines)
        ? { payment: { reference: json.payment.reference, lines: json.payment.lines.map(String) } }
        : {}),
      ...(typeof json.redirectTo === 'string' && /^https?:\/\//.test(json.redirectTo)
        ? { redirectTo: json.redirectTo }
        : {}),
    }
  } catch {
    return { ok: false, message: GENERIC_FAILURE }
  }
}
