/**
 * The automatic rules a follow-up list can turn on: each adds a card for a person when something
 * happens to them, from the write path that records it.
 */
export const FOLLOW_UP_RULES = ['first-checkin', 'plan-a-visit', 'prayer-contact-me'] as const
export type FollowUpRule = (typeof FOLLOW_UP_RULES)[number]

export const FOLLOW_UP_RULE_LABELS: Record<FollowUpRule, string> = {
  'first-checkin': "A person's first check-in ever",
  'plan-a-visit': 'A plan-a-visit form arrives',
  'prayer-contact-me': 'A prayer request asking to be contacted',
}

export const FOLLOW_UP_STATUSES = ['open', 'done', 'removed'] as const
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number]
