import type { FollowUpStatus } from './follow-up-rules'

/** Where a card stands: the index of the step it is on among its list's steps, and its status. */
export type CardState = { step: number; status: FollowUpStatus }
export type StepChange = { fromStep: number; toStep: number | null; status: FollowUpStatus }

/**
 * Ticks the card's current step done: it moves on to the next step, and ticking the last one
 * completes the card. Only an open card on a step the list has can be ticked.
 */
export function tickStep(card: CardState, stepCount: number): StepChange {
  if (card.status !== 'open') throw new Error('Only an open card can have a step ticked.')
  if (!Number.isInteger(card.step) || card.step < 0 || card.step >= stepCount)
    throw new Error('The card is on a step its list does not have.')
  const next = card.step + 1
  return next < stepCount
    ? { fromStep: card.step, toStep: next, status: 'open' }
    : { fromStep: card.step, toStep: null, status: 'done' }
}
