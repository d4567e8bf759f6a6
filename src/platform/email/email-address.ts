/** Header values (to, subject, from) must be one line: a line break would let text forge headers. */
export const hasLineBreak = (value: string) => /[\r\n]/.test(value)

export function assertSingleLine(value: string, what: string): string {
  if (hasLineBreak(value)) throw new Error(`${what} must not contain line breaks.`)
  return value
}
