// The longest answers the event's questions take: the public form's inputs say so up front, and the
// schema (event-questions.ts) refuses more. Apart from that module so the form's first script carries
// neither the validation nor the date library, which load only when someone starts on the form.
export const SHORT_TEXT_MAX = 200
export const LONG_TEXT_MAX = 2000
export const NUMBER_MAX = 1_000_000
