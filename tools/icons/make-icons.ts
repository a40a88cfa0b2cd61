// Writes the app icons in public/icons/ from the favicon's design (public/favicon.svg: an amber cross on a
// dark rounded square): `node tools/icons/make-icons.ts`. The maskable icon fills its square and keeps the
// cross inside the central safe zone, as launchers crop it to a circle or squircle.
import { mkdirSync, writeFileSync } from 'node:fs'
import { encodePng } from './png.ts'

const INK = [0x0f, 0x17, 0x2a] as const
const AMBER = [0xf5, 0x9e, 0x0b] as const
/** Samples per pixel side, for smooth edges. */
const SUPERSAMPLE = 4

interface Design {
  /** Corner radius of the background as a fraction of the size; null fills the whole square. */
  cornerRadius: number | null
  /** The cross's scale: 1 is the favicon's own proportions. */
  crossScale: number
}

/** Distance from point p to the segment a–b. */
function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax
  const dy = by - ay
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
  return Math.hypot(px - ax - t * dx, py - ay - t * dy)
}

/** In the favicon's 64-unit space: strokes M32 12v40 and M20 24h24, 6 wide with round caps. */
function inCross(x: number, y: number, scale: number): boolean {
  const ux = 32 + (x - 32) / scale
  const uy = 32 + (y - 32) / scale
  return segmentDistance(ux, uy, 32, 12, 32, 52) <= 3 || segmentDistance(ux, uy, 20, 24, 44, 24) <= 3
}

function inBackground(x: number, y: number, radius: number | null): boolean {
  if (radius === null) return true
  const r = radius * 64
  const cx = Math.max(r, Math.min(64 - r, x))
  const cy = Math.max(r, Math.min(64 - r, y))
  return Math.hypot(x - cx, y - cy) <= r
}

function render(size: number, design: Design): Uint8Array {
  const pixels = new Uint8Array(size * size * 4)
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let background = 0
      let cross = 0
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const x = ((px + (sx + 0.5) / SUPERSAMPLE) / size) * 64
          const y = ((py + (sy + 0.5) / SUPERSAMPLE) / size) * 64
          if (!inBackground(x, y, design.cornerRadius)) continue
          background += 1
          if (inCross(x, y, design.crossScale)) cross += 1
        }
      }
      const samples = SUPERSAMPLE * SUPERSAMPLE
      const mix = background === 0 ? 0 : cross / background
      const offset = (py * size + px) * 4
      for (let channel = 0; channel < 3; channel++)
        pixels[offset + channel] = Math.round(INK[channel]! * (1 - mix) + AMBER[channel]! * mix)
      pixels[offset + 3] = Math.round((background / samples) * 255)
    }
  }
  return pixels
}

const ICONS: { file: string; size: number; design: Design }[] = [
  { file: 'icon-192.png', size: 192, design: { cornerRadius: 14 / 64, crossScale: 1 } },
  { file: 'icon-512.png', size: 512, design: { cornerRadius: 14 / 64, crossScale: 1 } },
  { file: 'icon-maskable-512.png', size: 512, design: { cornerRadius: null, crossScale: 0.75 } },
  // iOS draws its own rounded corners and fills transparency with black: a full square.
  { file: 'apple-touch-icon.png', size: 180, design: { cornerRadius: null, crossScale: 0.85 } },
]

const out = new URL('../../public/icons/', import.meta.url)
mkdirSync(out, { recursive: true })
for (const { file, size, design } of ICONS) {
  writeFileSync(new URL(file, out), encodePng(size, size, render(size, design)))
  console.log(`public/icons/${file} (${size}×${size})`)
}
