// Owner-edited text (SPEC §3 content edits) over the built-in words of the section registry.
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { type ContentFields, contentKey, type Section, sectionText } from '../../shared/sections/section.ts'
import { queries } from './queries.ts'

function useContentMap(): ReadonlyMap<string, string> {
  const { data } = useQuery(queries.contentEdits())
  return useMemo(() => new Map((data ?? []).map((edit) => [contentKey(edit), edit.content])), [data])
}

/** Every editable text of a section as the site shows it: `useSectionText(HERO_SECTION)['main-headline']`. */
export function useSectionText<F extends ContentFields>(section: Section<F>) {
  const edits = useContentMap()
  return useMemo(() => sectionText(section, edits), [section, edits])
}
