/** The staff roles; what each may do is decided by the access functions and the staff view table. */
export const ROLES = ['admin', 'editor', 'volunteer', 'kiosk'] as const
export type Role = (typeof ROLES)[number]
