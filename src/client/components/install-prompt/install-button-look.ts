// The install prompt's round button, as both its early stand-in (install-button-early.ts) and the React
// prompt draw it, so the one can replace the other without a visible change.
export const INSTALL_BUTTON_LABEL = 'Install our app'

export const INSTALL_BUTTON_CLASS =
  'fixed bottom-20 right-4 z-40 flex h-12 w-12 items-center justify-center rounded-full ' +
  'bg-brand-500 text-ink shadow-lg hover:bg-brand-600 focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-ink'

/** The download arrow: a tray with an arrow into it. */
export const INSTALL_ICON_PATH = 'M12 3v12m0 0-4-4m4 4 4-4M5 21h14'
