// Owner-edited text (SPEC §3 content edits) with the built-in default each section ships with.
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { queries } from './queries.ts'

function useContentMap(): ReadonlyMap<string, string> {
  const { data } = useQuery(queries.contentEdits())
  return useMemo(() => new Map((data ?? []).map((edit) => [`${edit.featureId}/${edit.fieldId}`, edit.content])), [data])
}

/** The owner's text for a field when there is some, the section's default otherwise. */
export function useContent(featureId: string, fieldId: string, fallback: string): string {
  const edited = useContentMap().get(`${featureId}/${fieldId}`)
  return edited && edited.trim() !== '' ? edited : fallback
}

/** Several fields of one section at once: `useContents('hero-section', { 'main-headline': '…' })`. */
export function useContents<T extends Record<string, string>>(featureId: string, defaults: T): T {
  const map = useContentMap()
  return useMemo(() => {
    const result: Record<string, string> = {}
    for (const [fieldId, fallback] of Object.entries(defaults)) {
      const edited = map.get(`${featureId}/${fieldId}`)
      result[fieldId] = edited && edited.trim() !== '' ? edited : fallback
    }
    return result as T
  }, [map, featureId, defaults])
}
