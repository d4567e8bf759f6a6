/** Header values (to, subject, from) must be one line: a line break would let text forge headers. */
export function assertSingleLine(value: string, what: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`${what} must not contain line breaks.`)
  return value
}
