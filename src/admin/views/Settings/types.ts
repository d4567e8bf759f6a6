/** The plain data the settings view hands from the server to its tabs. */
export type DeliveryRow = { id: number; event: string; status: string; attempts: number; lastStatus: number | null; lastError: string | null; createdAt: string }
export type DaySummary = { key: 'day1' | 'day2'; title: string; when: string }
export type ProviderStatus = { emailConfigured: boolean; smsConfigured: boolean }
/** The pages showing each contact detail, by its token (`phone1`, `email`). */
export type ContactPages = Record<string, Array<{ title: string; path: string }>>
