import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Another production server on the same build and database as the one under test, as a restart or
 * a second instance behind a load balancer starts it (with `extraEnv` on top of the tests' own
 * environment). Resolves once it says it is ready.
 */
export async function startServer(port: number, extraEnv: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    ['src/platform/http/serve.ts', '--port', String(port)],
    {
      cwd: root,
      env: { ...process.env, ...extraEnv, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 60_000
  while (!/Ready on/.test(output) && child.exitCode === null && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 200))
  if (!/Ready on/.test(output)) throw new Error(`The server did not start:\n${output}`)
  return child
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}
