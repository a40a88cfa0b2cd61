// SPEC §2 events reorder: with the keyboard, each arrow press moves the picked-up event 25 px.
import type { KeyboardCoordinateGetter } from '@dnd-kit/core'

export const KEYBOARD_STEP_PX = 25

const MOVES: Readonly<Record<string, { x: number; y: number }>> = {
  ArrowDown: { x: 0, y: KEYBOARD_STEP_PX },
  ArrowUp: { x: 0, y: -KEYBOARD_STEP_PX },
  ArrowRight: { x: KEYBOARD_STEP_PX, y: 0 },
  ArrowLeft: { x: -KEYBOARD_STEP_PX, y: 0 },
}

/** dnd-kit's keyboard sensor asks this where an arrow key takes the dragged item; other keys move nothing. */
export const keyboardStep: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const move = MOVES[event.code]
  if (!move) return undefined
  return { x: currentCoordinates.x + move.x, y: currentCoordinates.y + move.y }
}
