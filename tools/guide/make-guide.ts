// Writes the free 32-page guide the guide email links to: public/guides/married-mens-leadership-guide.pdf.
// Run with Node 22 (./node_modules/.bin/node tools/guide/make-guide.ts) after editing guide-content.ts.
import { mkdirSync, writeFileSync } from 'node:fs'
import { GUIDE_TITLE, PRINCIPLES } from './guide-content.ts'
import { buildPdf, type TextLine, wrap } from './pdf-writer.ts'

const WIDTH = 85
const paragraph = (text: string, size = 12, gapBefore = 10): TextLine[] =>
  wrap(text, WIDTH).map((line, index) => ({ text: line, size, gapBefore: index === 0 ? gapBefore : 0 }))

const cover: TextLine[] = [
  { text: 'Brotherhood Coaching', size: 14, bold: true, gapBefore: 120 },
  { text: 'Lead Her Well', size: 36, bold: true, gapBefore: 30 },
  { text: '30 Principles for the Married Man', size: 20, gapBefore: 10 },
  ...paragraph(
    'A free guide for Christian and LDS husbands who want to lead their homes with strength, humility and love.',
    13,
    40,
  ),
]

const contents: TextLine[] = [
  { text: 'Contents', size: 24, bold: true },
  ...PRINCIPLES.map((principle, index) => ({
    text: `${String(index + 1).padStart(2, ' ')}.  ${principle.title}  ........  page ${index + 3}`,
    size: 11,
    gapBefore: 2,
  })),
]

const principlePages: TextLine[][] = PRINCIPLES.map((principle, index) => [
  { text: `Principle ${index + 1}`, size: 12, bold: true },
  { text: principle.title, size: 22, bold: true, gapBefore: 6 },
  ...paragraph(principle.body, 12, 18),
  { text: 'This week', size: 13, bold: true, gapBefore: 24 },
  ...paragraph(principle.action, 12, 4),
])

const pages = [cover, contents, ...principlePages]
mkdirSync(new URL('../../public/guides/', import.meta.url), { recursive: true })
writeFileSync(
  new URL('../../public/guides/married-mens-leadership-guide.pdf', import.meta.url),
  buildPdf(pages, GUIDE_TITLE),
)
console.log(`Wrote ${pages.length} pages`)
