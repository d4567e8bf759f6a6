/** A question of an event's form as stored: its key ties answers to it. */
type StoredQuestion = { key?: string | null; label?: string | null; sensitive?: boolean | null }

type SensitivityChange = { key: string; label: string; sensitive: boolean }
export type SensitiveQuestionChanges = {
  /** Questions kept (by key) whose `sensitive` mark differs, with the mark they now have. */
  changed: SensitivityChange[]
  /** Sensitive questions no longer there. */
  removed: Array<{ key: string; label: string }>
}

const keyed = (questions: readonly StoredQuestion[] | null | undefined) =>
  new Map(
    (questions ?? [])
      .filter((question): question is StoredQuestion & { key: string } => Boolean(question.key))
      .map((question) => [question.key, question]),
  )

/**
 * How a save changes which questions are sensitive: a kept question (same key) marked or unmarked,
 * or a sensitive question removed. Questions are matched by key, so rewording or reordering is no
 * change; a new question is not a change of a mark (it has no answers yet).
 */
export function sensitiveQuestionChanges(
  before: readonly StoredQuestion[] | null | undefined,
  after: readonly StoredQuestion[] | null | undefined,
): SensitiveQuestionChanges {
  const kept = keyed(after)
  const changed: SensitivityChange[] = []
  const removed: Array<{ key: string; label: string }> = []
  for (const [key, question] of keyed(before)) {
    const now = kept.get(key)
    const label = (now ?? question).label ?? key
    if (!now) {
      if (question.sensitive) removed.push({ key, label })
    } else if (Boolean(now.sensitive) !== Boolean(question.sensitive)) {
      changed.push({ key, label, sensitive: Boolean(now.sensitive) })
    }
  }
  return { changed, removed }
}

export const hasSensitivityChanges = ({ changed, removed }: SensitiveQuestionChanges) =>
  changed.length > 0 || removed.length > 0

const quoted = (labels: string[]) => labels.map((label) => `“${label}”`).join(', ')

/** Said to a non-admin whose save would change which answers only admins read. */
export function sensitiveQuestionRefusal({ changed, removed }: SensitiveQuestionChanges): string {
  const parts = [
    changed.length ? `change whether a question is sensitive (${quoted(changed.map((q) => q.label))})` : '',
    removed.length ? `remove a sensitive question (${quoted(removed.map((q) => q.label))})` : '',
  ].filter(Boolean)
  return `Only an admin can ${parts.join(' or ')}: its answers are readable by admins only.`
}

/** The audit log's words for such a change, naming the questions, never an answer. */
export function sensitiveQuestionSummary(eventTitle: string, { changed, removed }: SensitiveQuestionChanges): string {
  const sentences = [
    ...changed.map((q) => `“${q.label}” ${q.sensitive ? 'marked sensitive' : 'no longer marked sensitive'}`),
    ...removed.map((q) => `sensitive question “${q.label}” removed`),
  ]
  return `${eventTitle}: ${sentences.join('; ')}.`
}
