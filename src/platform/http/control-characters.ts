import { APIError, type Payload } from 'payload'

/**
 * Control characters (C0 and DEL) have no place in a query's text: nobody searches for them, and
 * PostgreSQL refuses a NUL in any text value outright (an error, so a 500, before this check). A
 * query parameter holding one is refused with 400.
 */
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/

/** In a `where` or in stored data, tabs and line breaks can be real (a note, a message): only the rest are refused there. */
const CONTROL_CHARACTER_BUT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** PostgreSQL stores no NUL in text: data holding one is refused. */
export const NUL = /\u0000/

export const CONTROL_CHARACTER_MESSAGE = 'Remove the control characters (such as NUL) from the search or the text sent.'

/**
 * The path of the first string inside `value` (an object, an array or a string, as JSON or a query
 * string parses) that `pattern` finds, or null. Keys are looked at too: a `where` may use them.
 */
export function findControlCharacter(value: unknown, pattern: RegExp, path = ''): string | null {
  if (typeof value === 'string') return pattern.test(value) ? path || '(value)' : null
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, pattern, `${path}.${index}`)
      if (found) return found
    }
    return null
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (pattern.test(key)) return `${path}.${key}`
      const found = findControlCharacter(item, pattern, path ? `${path}.${key}` : key)
      if (found) return found
    }
  }
  return null
}

/** An object as JSON, a query string or GraphQL (whose arguments have no prototype) makes it; not a Buffer or a Date. */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (!value || typeof value !== 'object') return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/** A 400 with the message; named so that Payload logs it as a refusal (`loggingLevels`), not as a server fault. */
class ControlCharactersRefused extends APIError {
  constructor() {
    super(CONTROL_CHARACTER_MESSAGE, 400, undefined, true)
    // Set by hand: a bundler may rename the class.
    this.name = 'ControlCharactersRefused'
  }
}

type OperationArgs = { where?: unknown; data?: unknown }

/**
 * Every collection's and global's operations (REST, GraphQL, the admin and the local API alike)
 * refuse a `where` holding control characters, and data holding a NUL, with 400 before the
 * database sees them. Installed from `onInit`, so Payload's own collections get it too.
 */
export function refuseControlCharacters(payload: Payload): void {
  const hook = ({ args }: { args: OperationArgs }) => {
    const where = findControlCharacter(args.where, CONTROL_CHARACTER_BUT_WHITESPACE)
    const data = findControlCharacter(args.data, NUL)
    if (where || data) throw new ControlCharactersRefused()
    return args
  }
  const configs = [
    ...Object.values(payload.collections).map((collection) => collection.config),
    ...payload.globals.config,
  ]
  for (const config of configs) {
    const hooks = (config.hooks ??= {} as never) as { beforeOperation?: unknown[] }
    hooks.beforeOperation = [hook, ...(hooks.beforeOperation ?? [])]
  }
}
