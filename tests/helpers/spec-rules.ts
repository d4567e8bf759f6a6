import type { SessionChoiceRules } from '@/events/rules/event-model'

/** The SPEC event as session-choice rules: the online crusade, then Super Sunday, with "both" for the pair. */
export const SPEC_SESSION_RULES: SessionChoiceRules = { keys: ['online', 'super-sunday'], allKey: 'both' }
