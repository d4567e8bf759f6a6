/** What browser code and other domains' rules use of follow-ups: the rules, statuses and step logic. */
export { FOLLOW_UP_RULES, FOLLOW_UP_RULE_LABELS, FOLLOW_UP_STATUSES } from './rules/follow-up-rules'
export { tickStep } from './rules/work-card'
export { sortMyCards, isOverdue, type MyCard } from './rules/my-cards'
