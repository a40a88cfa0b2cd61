// The install prompt's round button before any React: shown the moment the site can be installed (SPEC §2),
// by a few lines of plain DOM, so a visitor whose browser offers the install does not load React for a button.
// The React prompt is woken only when the dialog is wanted: a press of the button, or 30 s after the offer
// unless the visitor dismissed the dialog before. It then takes the button's place and opens the dialog.
import { TIMINGS_MS } from '../../../shared/constants.ts'
import { INSTALL_BUTTON_CLASS, INSTALL_BUTTON_LABEL, INSTALL_ICON_PATH } from './install-button-look.ts'
import { DISMISSED_KEY, INSTALLED_KEY, readFlag, setFlag } from './install-storage.ts'

const SVG_NS = 'http://www.w3.org/2000/svg'

function installIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg')
  for (const [name, value] of Object.entries({
    'aria-hidden': 'true',
    viewBox: '0 0 24 24',
    class: 'h-6 w-6',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  }))
    svg.setAttribute(name, value)
  const path = document.createElementNS(SVG_NS, 'path')
  path.setAttribute('d', INSTALL_ICON_PATH)
  svg.appendChild(path)
  return svg
}

/** The props the React prompt wakes with: the dialog open at once, as the visitor (or the 30 s) asked. */
export interface InstallPromptProps {
  openAtOnce?: boolean
}

/**
 * Puts the button into the prompt's island. `ios`: shown without an install event (iOS has none), unless the
 * app was installed before. `wake` brings the React prompt, which replaces this button.
 */
export function showEarlyInstallButton(slot: HTMLElement, ios: boolean, wake: () => void): void {
  if (ios && readFlag(INSTALLED_KEY)) return
  const button = document.createElement('button')
  button.type = 'button'
  button.className = INSTALL_BUTTON_CLASS
  button.setAttribute('aria-label', INSTALL_BUTTON_LABEL)
  button.setAttribute('aria-haspopup', 'dialog')
  button.appendChild(installIcon())

  let timer: ReturnType<typeof setTimeout> | undefined
  const onInstalled = () => {
    setFlag(INSTALLED_KEY)
    clearTimeout(timer)
    button.remove()
  }
  const openDialog = () => {
    clearTimeout(timer)
    window.removeEventListener('appinstalled', onInstalled)
    slot.dataset.props = JSON.stringify({ openAtOnce: true } satisfies InstallPromptProps)
    wake()
  }
  button.addEventListener('click', openDialog, { once: true })
  window.addEventListener('appinstalled', onInstalled, { once: true })
  if (!readFlag(DISMISSED_KEY)) timer = setTimeout(openDialog, TIMINGS_MS.installDialog)
  slot.appendChild(button)
}
