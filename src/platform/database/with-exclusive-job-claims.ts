import type { DatabaseAdapterObj, PayloadRequest } from 'payload'

import { lockUntilTransactionEnds } from './lock-until-transaction-ends'

type UpdateJobsArgs = { where?: unknown; data?: { processing?: unknown }; req?: Partial<PayloadRequest> }

/**
 * Payload's job runner claims jobs by reading the unclaimed ones and then marking them `processing`
 * in two statements, so two servers on one database that read at the same moment both claim, and
 * run, the same jobs. Each claim here first takes one lock held until its transaction commits: the
 * second server's read waits, then sees the jobs already claimed.
 */
export function withExclusiveJobClaims<T extends DatabaseAdapterObj>(adapterObj: T): T {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args)
      const updateJobs = adapter.updateJobs
      adapter.updateJobs = async function (this: typeof adapter, jobUpdate) {
        const { where, data, req } = jobUpdate as UpdateJobsArgs
        if (where && data?.processing === true)
          await lockUntilTransactionEnds(
            { payload: args.payload, transactionID: req?.transactionID },
            'payload-jobs:claim',
          )
        return updateJobs.call(this, jobUpdate)
      }
      return adapter
    },
  }
}
