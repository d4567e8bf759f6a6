/** SPEC §9: how long a copied field stays highlighted. */
export const COPY_HIGHLIGHT_MS = 2000
/** SPEC §9: how often the countdown is re-evaluated. */
export const COUNTDOWN_REFRESH_MS = 1000
