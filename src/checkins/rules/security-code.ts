/**
 * A children's session's security code: printed on the child's label and the parent's receipt, and
 * asked for when the child is collected. Four characters from an alphabet without look-alikes (no
 * 0/O, 1/I/L, 5/S, 2/Z, 8/B), drawn afresh at every check-in so last week's receipt collects nobody.
 */
export const SECURITY_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679'
const SECURITY_CODE_LENGTH = 4

/** A new code; `pick(n)` answers a uniform random integer below n (node:crypto's randomInt on the server). */
export function newSecurityCode(pick: (max: number) => number): string {
  let code = ''
  for (let i = 0; i < SECURITY_CODE_LENGTH; i++) code += SECURITY_CODE_ALPHABET[pick(SECURITY_CODE_ALPHABET.length)]
  return code
}

/** Whether what was typed at collection is the code: case and spaces do not matter. */
export function isSameSecurityCode(typed: string, code: string | null | undefined): boolean {
  return Boolean(code) && typed.toUpperCase().replace(/\s+/g, '') === code
}
