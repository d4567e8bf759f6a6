import { NotFound, type Payload } from 'payload'

/** Every record's id here is PostgreSQL's `serial`: a whole number from 1 to 2,147,483,647. */
const MAX_ID = 2_147_483_647

/** Whether `id` (from an address, or the local API) is one a record could have. */
const isRecordId = (id: unknown): boolean => {
  const text = typeof id === 'number' ? String(id) : typeof id === 'string' ? id : ''
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ID
}

/**
 * The id an operation names, as it was written: Payload's REST routes turn the address's id into a
 * number with parseFloat before the operation sees it ("12abc" becomes 12), so when the operation's id
 * came from the address, the address's own text is the id to check.
 */
function writtenId(args: { id?: unknown; req?: { routeParams?: Record<string, unknown> } }): unknown {
  const raw = args.req?.routeParams?.id
  return typeof raw === 'string' && parseFloat(raw) === Number(args.id) ? raw : args.id
}

/**
 * An operation on one record (read, change, delete) whose id no record can have answers "Not Found"
 * before the database is asked: PostgreSQL refused such an id ("NaN", "1.5", a number past an
 * integer's range), which answered 500 "Something went wrong", and "12abc" read record 12. Installed on
 * every collection at start.
 */
export function refuseMalformedIds(payload: Payload): void {
  const hook = ({ args }: { args: { id?: unknown; req?: { routeParams?: Record<string, unknown> } } }) => {
    if (args.id !== undefined && !isRecordId(writtenId(args))) throw new NotFound()
    return args
  }
  for (const collection of Object.values(payload.collections)) {
    const hooks = (collection.config.hooks ??= {} as never) as { beforeOperation?: unknown[] }
    hooks.beforeOperation = [hook, ...(hooks.beforeOperation ?? [])]
  }
}
