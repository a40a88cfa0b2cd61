// A small PDF 1.4 writer for text pages in the standard Helvetica fonts (no embedding needed).
export interface TextLine {
  text: string
  size: number
  bold?: boolean
  gapBefore?: number
}

const escapePdf = (text: string) => text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)')

/** Wraps text to lines of at most `width` characters, breaking at spaces. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

function pageStream(lines: TextLine[], pageNumber: number): string {
  let y = 740
  const parts = ['BT']
  for (const line of lines) {
    y -= (line.gapBefore ?? 0) + line.size * 1.4
    parts.push(`/${line.bold ? 'F2' : 'F1'} ${line.size} Tf 1 0 0 1 72 ${y} Tm (${escapePdf(line.text)}) Tj`)
  }
  parts.push(`/F1 9 Tf 1 0 0 1 290 40 Tm (${pageNumber}) Tj`, 'ET')
  return parts.join('\n')
}

export function buildPdf(pages: TextLine[][], title: string): Uint8Array {
  const objects: string[] = []
  const add = (body: string) => objects.push(body) // object number = index + 1
  add('<< /Type /Catalog /Pages 2 0 R >>')
  add('') // pages tree, filled in below
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')
  add(`<< /Title (${escapePdf(title)}) /Producer (Brotherhood Coaching) >>`)
  const kids: number[] = []
  pages.forEach((lines, index) => {
    const stream = pageStream(lines, index + 1)
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`)
    const contentRef = objects.length
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R /F2 4 0 R ` +
        `>> >> /Contents ${contentRef} 0 R >>`,
    )
    kids.push(objects.length)
  })
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
