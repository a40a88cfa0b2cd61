// Where the Workers runtime itself answers under `wrangler dev`, past wrangler's own proxy. Every request to
// wrangler's port passes through a proxy Worker in a second workerd and is logged by wrangler's Node process:
// measured on this machine, 4.7 ms of CPU per request outside the site (the site's own work on a trivial request
// is 3 ms). Production has neither, so the checkout figures are taken at the runtime's entry socket. Linux only
// (ps, ss); null elsewhere, and the caller then measures through wrangler's port.
import { execFileSync } from 'node:child_process'

function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  } catch {
    return ''
  }
}

/** The pids under `root` (its children, theirs, …) with their command lines. */
export function descendants(root: number): Array<{ pid: number; args: string }> {
  const rows = run('ps', ['-eo', 'pid=,ppid=,args=']).split('\n')
  const parsed = rows
    .map((row) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(row))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ pid: Number(match[1]), ppid: Number(match[2]), args: match[3]! }))
  const found: Array<{ pid: number; args: string }> = []
  const queue = [root]
  while (queue.length > 0) {
    const parent = queue.shift()!
    for (const row of parsed.filter((candidate) => candidate.ppid === parent)) {
      found.push(row)
      queue.push(row.pid)
    }
  }
  return found
}

/** The loopback ports a process listens on. */
function listeningPorts(pid: number): number[] {
  return run('ss', ['-ltnpH'])
    .split('\n')
    .filter((line) => line.includes(`pid=${pid},`))
    .map((line) => Number(/127\.0\.0\.1:(\d+)/.exec(line)?.[1]))
    .filter((port) => Number.isInteger(port) && port > 0)
}

/** The runtime's origin answering `probePath` with JSON, or null when it cannot be found. */
export async function runtimeOrigin(wranglerPid: number, probePath: string): Promise<string | null> {
  // The site's runtime is the workerd started with a debug port; the proxy's workerd has none.
  const runtime = descendants(wranglerPid).find(
    (row) => row.args.includes('workerd') && row.args.includes('--debug-port'),
  )
  if (!runtime) return null
  for (const port of listeningPorts(runtime.pid)) {
    const origin = `http://127.0.0.1:${port}`
    try {
      const response = await fetch(`${origin}${probePath}`, { signal: AbortSignal.timeout(2000) })
      if (response.ok && response.headers.get('Content-Type')?.includes('application/json')) return origin
    } catch {
      // another of the runtime's sockets (inspector, loopback services)
    }
  }
  return null
}
