/**
 * The exit-intent popup's trigger (SPEC §2): the mouse leaving the window through its top edge, towards nothing
 * inside the page. Shared by the popup and the page's entry, which keeps an exit made before the popup woke.
 */
export function isExitThroughTop(event: MouseEvent): boolean {
  return event.clientY <= 0 && event.relatedTarget === null
}
