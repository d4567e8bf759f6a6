import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { ENV_NAMES, env, siteUrl, validateEnv } from '@/platform/env'

const root = path.resolve(import.meta.dirname, '../../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** The variables named in the first column of the README's configuration table. */
function readmeVariables(): string[] {
  const section = read('README.md')
    .split(/^## Configuration$/m)[1]!
    .split(/^## /m)[0]!
  const rows = section.split('\n').filter((line) => line.startsWith('| `'))
  return rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!))
}

describe('the configuration module', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('knows exactly the variables the README documents', () => {
    expect(readmeVariables().sort()).toEqual([...ENV_NAMES].sort())
  })

  it('knows every variable .env.example mentions', () => {
    const mentioned = [...read('.env.example').matchAll(/^# ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!)
    expect(mentioned.length).toBeGreaterThan(10)
    expect(mentioned.filter((name) => !(ENV_NAMES as string[]).includes(name))).toEqual([])
  })

  it('names every malformed variable at once', () => {
    const check = () =>
      validateEnv({ PORT: 'eighty', JOBS_AUTORUN: 'yes', FORM_RATE_LIMIT: 'ten a minute', SITE_URL: 'church.example' })
    expect(check).toThrow(/^Invalid environment variables:/)
    for (const name of ['PORT', 'JOBS_AUTORUN', 'FORM_RATE_LIMIT', 'SITE_URL'])
      expect(check).toThrow(new RegExp(`\\n  ${name}: `))
  })

  it('refuses a Resend signing secret the webhook library cannot sign with, and takes one it can', () => {
    for (const secret of ['whsec_abc', 'abc', 'whsec_'])
      expect(() => validateEnv({ RESEND_WEBHOOK_SECRET: secret })).toThrow(/RESEND_WEBHOOK_SECRET: .*whsec_/)
    expect(() => validateEnv({ RESEND_WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' })).not.toThrow()
  })

  it('accepts an environment with nothing set', () => {
    expect(() => validateEnv({})).not.toThrow()
  })

  it('refuses a malformed value when read, naming the variable', () => {
    vi.stubEnv('WEBHOOK_RETRY_DELAY_MS', 'soon')
    expect(() => env('WEBHOOK_RETRY_DELAY_MS')).toThrow(/^Invalid environment variable WEBHOOK_RETRY_DELAY_MS: /)
  })

  it('reads a variable when asked, so a change between reads takes effect', () => {
    vi.stubEnv('FORM_RATE_LIMIT', '3/60')
    expect(env('FORM_RATE_LIMIT')).toEqual({ max: 3, windowSeconds: 60 })
    vi.stubEnv('FORM_RATE_LIMIT', 'off')
    expect(env('FORM_RATE_LIMIT')).toBeNull()
  })

  it('treats a blank value as unset', () => {
    vi.stubEnv('PORT', ' ')
    vi.stubEnv('FORM_RATE_LIMIT', '')
    expect(env('PORT')).toBe(3000)
    expect(env('FORM_RATE_LIMIT')).toEqual({ max: 10, windowSeconds: 600 })
  })

  it('reads true or false flags and refuses anything else', () => {
    vi.stubEnv('JOBS_AUTORUN', 'false')
    expect(env('JOBS_AUTORUN')).toBe(false)
    vi.stubEnv('JOBS_AUTORUN', '1')
    expect(() => env('JOBS_AUTORUN')).toThrow(/JOBS_AUTORUN: use "true" or "false"/)
  })

  it('builds the site address from SITE_URL without a trailing slash, or from PORT', () => {
    vi.stubEnv('SITE_URL', 'https://church.example/')
    expect(siteUrl()).toBe('https://church.example')
    vi.stubEnv('SITE_URL', '')
    vi.stubEnv('PORT', '4000')
    expect(siteUrl()).toBe('http://localhost:4000')
  })

  it('refuses an e-mail sender on more than one line', () => {
    expect(() => validateEnv({ EMAIL_FROM: 'Church <a@example.org>\r\nBcc: b@example.org' })).toThrow(
      /EMAIL_FROM: The sender must not contain line breaks/,
    )
  })

  describe('PAGE_CACHE_SECONDS', () => {
    it('defaults to 10 seconds and reads fractions and 0 (off)', () => {
      vi.stubEnv('PAGE_CACHE_SECONDS', '')
      expect(env('PAGE_CACHE_SECONDS')).toBe(10)
      vi.stubEnv('PAGE_CACHE_SECONDS', '2.5')
      expect(env('PAGE_CACHE_SECONDS')).toBe(2.5)
      vi.stubEnv('PAGE_CACHE_SECONDS', '0')
      expect(env('PAGE_CACHE_SECONDS')).toBe(0)
    })

    it('refuses a value that is not a number of seconds', () => {
      for (const value of ['soon', '-1'])
        expect(() => validateEnv({ PAGE_CACHE_SECONDS: value })).toThrow(/PAGE_CACHE_SECONDS/)
    })
  })

  describe('STAFF_SESSION_HOURS', () => {
    it('defaults to eight hours', () => {
      vi.stubEnv('STAFF_SESSION_HOURS', '')
      expect(env('STAFF_SESSION_HOURS')).toBe(8)
    })

    it('reads whole and fractional hours', () => {
      vi.stubEnv('STAFF_SESSION_HOURS', '12')
      expect(env('STAFF_SESSION_HOURS')).toBe(12)
      vi.stubEnv('STAFF_SESSION_HOURS', '0.5')
      expect(env('STAFF_SESSION_HOURS')).toBe(0.5)
    })

    it('refuses a malformed, non-positive or too long value with a clear message', () => {
      for (const value of ['eight', '0', '-2', '721']) {
        expect(() => validateEnv({ STAFF_SESSION_HOURS: value })).toThrow(
          /STAFF_SESSION_HOURS: use a number of hours between 0 and 720/,
        )
      }
    })
  })
})

describe('starting with a malformed setting', () => {
  // The launcher (every npm command) and the production server check before starting anything.
  it.each([
    ['the launcher', ['scripts/run.ts', 'start']],
    ['the production server', ['src/platform/http/serve.ts']],
  ])('stops %s with a message naming the variable', { timeout: 60_000 }, (_, args) => {
    const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), args, {
      cwd: root,
      env: { ...process.env, PAGE_CACHE_SECONDS: 'soon', DATA_DIR: path.join(root, '.no-such-data-dir') },
      encoding: 'utf8',
      timeout: 50_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/^Invalid environment variable:\n {2}PAGE_CACHE_SECONDS: use a number of seconds/m)
    expect(existsSync(path.join(root, '.no-such-data-dir'))).toBe(false)
  })
})

/** Files a module imports at run time (type-only imports are erased), resolved within the repo. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const specifiers = [
    ...source.matchAll(/^(?:import|export)(?!\s+type\s)[^'"]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm),
  ].map((match) => (match[1] ?? match[2])!)
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('@/')
      ? path.join(root, 'src', specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(file), specifier)
        : null
    if (!base) return []
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ending) => base + ending)
      .find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
    return found && /\.tsx?$/.test(found) ? [found] : []
  })
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

describe('client components', () => {
  it('never reach the configuration module, whose values exist only on the server', () => {
    const clientFiles = [...sourceFiles(path.join(root, 'src')), ...sourceFiles(path.join(root, 'collections'))].filter(
      (file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')),
    )
    expect(clientFiles.length).toBeGreaterThan(10)
    const envModule = path.join(root, 'src/platform/env.ts')
    const reached = new Set<string>()
    const pending = [...clientFiles]
    while (pending.length) {
      const file = pending.pop()!
      if (reached.has(file)) continue
      reached.add(file)
      pending.push(...runtimeImports(file))
    }
    expect(reached.size).toBeGreaterThan(clientFiles.length)
    expect(reached.has(envModule)).toBe(false)
  })
})
