export type NavLink = { label: string; url: string }
export type NavItem = NavLink & { children: NavLink[] }
