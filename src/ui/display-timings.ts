/** How long a copied field stays highlighted. */
export const COPY_HIGHLIGHT_MS = 2000
/** How often the countdown is re-evaluated: once a second, so its seconds tick. */
export const COUNTDOWN_REFRESH_MS = 1000
