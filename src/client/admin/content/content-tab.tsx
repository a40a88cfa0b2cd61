// The Content tab (SPEC §2): the live chat welcome message, the coaching paths title and subtitle, and
// each path's title, features, price and payment terms, each field saved on its own.
import { useQuery } from '@tanstack/react-query'
import { adminQueries } from '../shared/admin-queries.ts'
import { adminCard } from '../shared/admin-styles.ts'
import { ContentFieldEditor } from './content-field-editor.tsx'
import { CONTENT_TAB_GROUPS } from '../shared/editable-fields.ts'
import { QueryView } from '../shared/query-view.tsx'
import { contentKey } from '../../../shared/sections/section.ts'

export function ContentTab() {
  const query = useQuery(adminQueries.contentEdits())
  return (
    <section aria-labelledby="content-heading">
      <h2 id="content-heading" className="text-xl font-bold text-slate-900">
        Site content
      </h2>
      <p className="text-sm text-slate-700">
        Leave a field empty to show the site&apos;s built-in text. Every other section&apos;s text is under Features →
        Edit.
      </p>
      <div className="mt-6">
        <QueryView query={query} what="content">
          {(edits) => {
            const saved = new Map(edits.map((edit) => [contentKey(edit), edit.content]))
            return (
              <div className="grid gap-6 lg:grid-cols-2">
                {CONTENT_TAB_GROUPS.map((group) => (
                  <fieldset key={group.title} className={adminCard}>
                    <legend className="px-1 text-lg font-bold text-slate-900">{group.title}</legend>
                    <div className="space-y-5">
                      {group.fields.map((field) => (
                        // Keyed by the saved text too: once a save is read back, the editor starts from it.
                        <ContentFieldEditor
                          key={`${contentKey(field)}:${saved.get(contentKey(field)) ?? ''}`}
                          field={field}
                          saved={saved.get(contentKey(field)) ?? ''}
                        />
                      ))}
                    </div>
                  </fieldset>
                ))}
              </div>
            )
          }}
        </QueryView>
      </div>
    </section>
  )
}
