// The public reads a server-rendered page was rendered from, written into it once (script#page-data) so its
// islands start from the same data instead of asking the API again.
export interface PageData {
  queries: Array<[queryKey: readonly unknown[], data: unknown]>
}

export const PAGE_DATA_ID = 'page-data'

/** JSON inside <script>: '<' escaped, so no text in the data can close the element. */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`
}
