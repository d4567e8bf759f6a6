/**
 * The domain map, checked by `npm run lint`:
 * - each domain of src/ uses only the domains listed before it in DOMAINS, so they form a directed
 *   graph without a cycle;
 * - it reaches another domain only through that domain's doors: index.ts (what runs on the server)
 *   and shared.ts (the pure rules, constants and types, safe in the browser too). React components,
 *   and what only components use (a domain's components/ and admin/ folders: client hooks, the page
 *   readers bound to a request), are imported by their own file: Next bundles each file for the
 *   browser or for the server, so a door listing them would drag server code into the browser, and
 *   stylesheets and request-only modules into plain Node, where the config and the seed load the doors;
 * - inside a domain anything goes; src/platform (infrastructure) and src/ui (shared React pieces) use
 *   no domain; nothing imports src/app; a domain's rules/ do no I/O; no import circles.
 */
const DOMAINS = [
  'site',
  'staff',
  'events',
  'people',
  'consent',
  'places',
  'payments',
  'registrations',
  'checkins',
  'messaging',
  'contact-forms',
  'follow-ups',
  'privacy',
  'settings',
  'public-pages',
  'overview',
]
const alternatives = (names) => `(${names.join('|')})`
const DOOR = '(index|shared)\\.ts$'
// React components and what only they use are imported by file (see the header).
const BY_FILE = '((components|admin)/.+|.+\\.tsx)$'

const domainOrder = DOMAINS.map((domain, index) => {
  const later = DOMAINS.slice(index + 1)
  return later.length
    ? {
        name: `domain-order-${domain}`,
        comment: `${domain} may use only the domains before it in the map: ${DOMAINS.slice(0, index).join(', ') || 'none'}.`,
        severity: 'error',
        from: { path: `^src/${domain}/` },
        to: { path: `^src/${alternatives(later)}/` },
      }
    : null
}).filter(Boolean)

module.exports = {
  forbidden: [
    ...domainOrder,
    {
      name: 'through-the-door',
      comment: 'Another domain is reached only through its index.ts (server) or client.ts (browser).',
      severity: 'error',
      from: { path: '^src/([^/]+)/', pathNot: '^src/(app|seed|migrations)/' },
      to: {
        path: `^src/${alternatives(DOMAINS)}/`,
        pathNot: ['^src/$1/', `^src/${alternatives(DOMAINS)}/${DOOR}`, `^src/${alternatives(DOMAINS)}/${BY_FILE}`],
      },
    },
    {
      name: 'collections-and-routes-through-the-door',
      comment: 'Collections, the config, routes and the seed reach a domain through its door too.',
      severity: 'error',
      from: { path: '^(collections/|payload\\.config\\.ts$|src/(app|seed)/)' },
      to: {
        path: `^src/${alternatives(DOMAINS)}/`,
        pathNot: [`^src/${alternatives(DOMAINS)}/${DOOR}`, `^src/${alternatives(DOMAINS)}/${BY_FILE}`],
      },
    },
    {
      name: 'platform-uses-no-domain',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: `^src/(${DOMAINS.join('|')}|ui|app)/` },
    },
    {
      name: 'ui-uses-no-domain',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: `^src/(${DOMAINS.join('|')}|app)/` },
    },
    {
      name: 'nothing-imports-app',
      severity: 'error',
      from: { pathNot: '^src/app/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'rules-do-no-io',
      comment: "A domain's rules/ are pure: no database, no Payload, no network, no files, no server-only modules.",
      severity: 'error',
      from: { path: `^src/${alternatives(DOMAINS)}/rules/` },
      to: {
        dependencyTypesNot: ['type-only'],
        path: [
          '^node_modules/(payload|@payloadcms|pg|drizzle-orm|next|server-only|resend|sharp)(/|$)',
          '^(fs|node:fs|net|node:net|http|node:http|https|node:https|child_process|node:child_process)$',
          '^src/platform/(database|email|sms|cache|http|outbox|audit|payload-client)',
        ],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circles; the one way round, payload.config.ts, is loaded lazily by platform/payload-client.',
      from: { path: '^(src|collections)/' },
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { pathNot: '^payload\\.config\\.ts$' } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(src/migrations|src/payload-types\\.ts|src/app/\\(payload\\)/admin/importMap\\.js)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
}
