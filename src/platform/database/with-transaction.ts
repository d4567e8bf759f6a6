import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

/**
 * Runs `work` in the request's database transaction: everything it writes with this `req` is
 * committed together, or rolled back together if it throws. Joins a transaction already open.
 */
export async function withTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const shouldCommit = await initTransaction(req)
  try {
    const result = await work()
    if (shouldCommit) await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
