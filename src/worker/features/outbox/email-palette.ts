// The site's colours as email clients take them: hex, inline. The brand and ink values are the @theme of
// src/client/styles.css (test/outbox/email-templates.test.ts fails if they drift); the greys are Tailwind's slate scale,
// which the site uses for its text and panels, written in hex because email clients read no oklch().
export const BRAND = {
  50: '#fffbeb',
  500: '#f59e0b',
  600: '#d97706',
  700: '#b45309',
  ink: '#0f172a',
} as const

const SLATE = {
  100: '#f1f5f9',
  200: '#e2e8f0',
  300: '#cbd5e1',
  600: '#475569',
  800: '#1e293b',
} as const

/**
 * Every pair below keeps AA contrast (4.5:1) as written and when a client inverts it: dark ink on white and on
 * amber, amber-700 links on white, white only on the ink band that carries its own background.
 */
export const LIGHT = {
  page: SLATE[100],
  card: '#ffffff',
  text: BRAND.ink,
  muted: SLATE[600],
  link: BRAND[700],
  band: BRAND.ink,
  bandText: '#ffffff',
  accent: BRAND[500],
  button: BRAND[500],
  buttonText: BRAND.ink,
  rule: SLATE[200],
} as const

/** For the clients that honour `prefers-color-scheme` (Apple Mail, Outlook for Mac, Thunderbird). */
export const DARK = {
  page: BRAND.ink,
  card: SLATE[800],
  text: SLATE[100],
  muted: SLATE[300],
  link: BRAND[500],
} as const
