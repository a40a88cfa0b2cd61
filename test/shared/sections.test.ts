import { describe, expect, it } from 'vitest'
import { FEATURE_IDS } from '../../src/shared/features.ts'
import { STORY_SLIDE_COUNT } from '../../src/shared/rules/story.ts'
import { contentEditSchema } from '../../src/shared/schemas/content.ts'
import { ANCHORS, homeLink } from '../../src/shared/sections/anchors.ts'
import { HERO_SECTION } from '../../src/shared/sections/hero-section.ts'
import { LIVE_CHAT } from '../../src/shared/sections/live-chat.ts'
import { HOMEPAGE_SECTIONS } from '../../src/shared/sections/registry.ts'
import { contentKey, sectionText } from '../../src/shared/sections/section.ts'
import { STORY_SCROLL } from '../../src/shared/sections/story-scroll.ts'
import { SPEC_HOME_ANCHORS } from '../helpers/spec-anchors.ts'

describe('anchors', () => {
  it('include every anchor of SPEC §2, each address once', () => {
    const anchors: string[] = Object.values(ANCHORS)
    expect(anchors).toEqual(expect.arrayContaining([...SPEC_HOME_ANCHORS]))
    expect(new Set(anchors).size).toBe(anchors.length)
  })

  it('link from elsewhere to the home page', () => {
    expect(homeLink(ANCHORS.services)).toBe('/#services')
  })
})

describe('the section registry', () => {
  it('lists each feature once, by an id of SPEC §3', () => {
    const ids = HOMEPAGE_SECTIONS.map((section) => section.featureId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(FEATURE_IDS).toContain(id)
  })

  it('gives every field an id the content-edit route accepts, a label and a default', () => {
    for (const section of HOMEPAGE_SECTIONS) {
      for (const [fieldId, field] of Object.entries(section.fields)) {
        const edit = { featureId: section.featureId, fieldId, content: field.default }
        expect(contentEditSchema.safeParse(edit).success, contentKey(edit)).toBe(true)
        expect(field.label.trim(), contentKey(edit)).not.toBe('')
        expect(field.default.trim(), contentKey(edit)).not.toBe('')
      }
    }
  })

  it('has the field ids SPEC §3 names: the hero’s, story-1 to story-7, the chat’s welcome-message', () => {
    expect(Object.keys(HERO_SECTION.fields)).toEqual([
      'main-headline',
      'sub-headline',
      'phrase1',
      'phrase2',
      'phrase3',
      'button-text',
    ])
    expect(Object.keys(STORY_SCROLL.fields)).toEqual(
      Array.from({ length: STORY_SLIDE_COUNT }, (_, i) => `story-${i + 1}`),
    )
    expect(Object.keys(LIVE_CHAT.fields)).toEqual(['welcome-message'])
  })
})

describe('sectionText (SPEC §3: the owner’s edit, else the built-in text)', () => {
  const edits = (entries: [string, string][]) => new Map(entries)

  it('shows the owner’s words for an edited field and the default for the others', () => {
    const text = sectionText(HERO_SECTION, edits([['hero-section/main-headline', 'Lead at home']]))
    expect(text['main-headline']).toBe('Lead at home')
    expect(text.phrase1).toBe(HERO_SECTION.fields.phrase1.default)
  })

  it('falls back to the default for an emptied or blank edit', () => {
    const text = sectionText(
      HERO_SECTION,
      edits([
        ['hero-section/main-headline', ''],
        ['hero-section/phrase1', '   '],
      ]),
    )
    expect(text['main-headline']).toBe(HERO_SECTION.fields['main-headline'].default)
    expect(text.phrase1).toBe(HERO_SECTION.fields.phrase1.default)
  })

  it('reads only its own feature’s edits', () => {
    const text = sectionText(HERO_SECTION, edits([['story-scroll/main-headline', 'Not the hero’s']]))
    expect(text['main-headline']).toBe(HERO_SECTION.fields['main-headline'].default)
  })
})
