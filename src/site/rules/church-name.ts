/** The church's name in words a reader sees; a site whose settings were never saved says "The church". */
export const churchNameOf = (settings: { churchName?: string | null }): string => settings.churchName ?? 'The church'
