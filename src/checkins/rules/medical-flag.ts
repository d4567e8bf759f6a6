/**
 * Whether a child's label and the door's list flag them: any health, allergy or medical answer
 * given for the child. The flag only, never the note (the door has no need of it).
 */
export function hasMedicalAnswer(answers: unknown): boolean {
  if (!answers || typeof answers !== 'object') return false
  return Object.values(answers as Record<string, unknown>).some(
    (value) => value !== null && value !== undefined && String(value).trim() !== '' && value !== false,
  )
}
