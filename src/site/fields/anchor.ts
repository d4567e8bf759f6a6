import type { Field } from 'payload'

/** Lets a link jump to a block, e.g. /ministry-arms#rhapsody or /contact#plan-visit. */
export const anchorField: Field = {
  name: 'anchorId',
  label: 'Anchor',
  type: 'text',
  maxLength: 60,
  admin: { description: 'Optional: lower-case words and dashes; a link to "#this-id" jumps here.' },
  validate: (value: unknown) =>
    value === undefined ||
    value === null ||
    value === '' ||
    (typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value))
      ? true
      : 'Lower-case letters, digits and dashes only.',
}
