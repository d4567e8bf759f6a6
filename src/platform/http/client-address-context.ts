import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The client address the production server worked out from the socket (see serve.ts), carried to
 * the endpoints through the request's async context: nothing a client sends can set it, unlike a
 * header. One store per process, on globalThis, because the server and Next's compiled route code
 * each load their own copy of this module.
 */
const KEY = Symbol.for('church-site.client-address')
type Registry = { [KEY]?: AsyncLocalStorage<string> }

function store(): AsyncLocalStorage<string> {
  const registry = globalThis as Registry
  return (registry[KEY] ??= new AsyncLocalStorage<string>())
}

export const runWithClientAddress = <T>(address: string, work: () => T): T => store().run(address, work)

/** The address for the request being handled, or undefined outside the production server (dev, tests). */
export const currentClientAddress = (): string | undefined => store().getStore()
