import { commitTransaction, initTransaction, killTransaction, type TaskConfig } from 'payload'

import { lockUntilTransactionEnds } from './lock-until-transaction-ends'

type ScheduleHooks = NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>

/**
 * Every server checks the schedules every few seconds, and Payload queues a scheduled run when it
 * counts none waiting: two servers counting at the same moment would both queue it, and the run
 * would happen twice. The check, the queueing and the schedule's bookkeeping happen in one
 * transaction under one lock, so the next server counts the run the first one queued.
 */
export const scheduleOnce: ScheduleHooks = {
  beforeSchedule: async (args) => {
    await initTransaction(args.req)
    await lockUntilTransactionEnds(args.req, 'payload-jobs:schedule')
    return args.defaultBeforeSchedule(args)
  },
  afterSchedule: async (args) => {
    // A failed step leaves the transaction unusable: the bookkeeping is written without it.
    if (args.status === 'error') await killTransaction(args.req)
    try {
      await args.defaultAfterSchedule(args)
      await commitTransaction(args.req)
    } catch (error) {
      await killTransaction(args.req)
      throw error
    }
  },
}
