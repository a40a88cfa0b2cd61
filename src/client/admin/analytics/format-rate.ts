/** Analytics rates come as fractions 0..1, or null when nothing was offered (shown as a dash, not 0%). */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${(rate * 100).toFixed(1)}%`
}
