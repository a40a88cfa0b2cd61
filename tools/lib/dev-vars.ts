// Reads a .dev.vars-style file (NAME=value lines, optional quotes) into a map; a missing file is empty.
import { existsSync, readFileSync } from 'node:fs'

export function readVars(file: string): Map<string, string> {
  const vars = new Map<string, string>()
  if (!existsSync(file)) return vars
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line)
    if (match) vars.set(match[1]!, match[2]!.replace(/^(['"])(.*)\1$/, '$2'))
  }
  return vars
}
