import type { JSONFieldServerProps } from 'payload'

import { answerText, type StoredAnswer } from '@/events'

/**
 * A registration's answers to its event's questions, read-only, each under the wording the person
 * saw. Field access has already removed what the user may not read (sensitive answers for volunteers).
 */
export function RegistrationAnswersField({ data, path, field }: JSONFieldServerProps) {
  const name = path ?? field.name
  const answers = ((data as Record<string, unknown> | undefined)?.[name] ?? null) as StoredAnswer[] | null
  if (!Array.isArray(answers) || answers.length === 0) return null
  const heading = name === 'sensitiveAnswers' ? 'Sensitive answers (admins only)' : 'Answers'
  return (
    <div className="field-type" data-testid={`registration-${name}`} style={{ marginBottom: 'var(--base)' }}>
      <h3>{heading}</h3>
      <dl>
        {answers.map((answer) => (
          <div key={answer.key} style={{ marginBottom: '0.5rem' }}>
            <dt style={{ fontWeight: 600 }}>{answer.label}</dt>
            <dd style={{ margin: 0 }}>{answerText(answer.value) || '—'}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
