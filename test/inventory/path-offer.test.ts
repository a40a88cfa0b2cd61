// What the home page's pay buttons say once the seats have been read after load (sections/path-offer.tsx).
import { describe, expect, it } from 'vitest'
import { seatsLine, soldOutItems } from '../../src/client/sections/path-offer.tsx'

const pod = (id: number, availableSlots: number) => ({ id, name: `Pod ${id}`, type: 'brotherhood_pod', availableSlots })
const slot = (id: number, availableSlots: number) => ({ id, name: `Slot ${id}`, type: 'coaching_slot', availableSlots })

describe('the pay buttons after the seat read', () => {
  it('count the seats left across the pods on sale in the words of SPEC §4', () => {
    expect(seatsLine([pod(1, 1), pod(2, 0)], 'brotherhood')).toBe('1 seat left')
    expect(seatsLine([pod(1, 2), pod(2, 1)], 'brotherhood')).toBe('3 seats left')
    expect(seatsLine([pod(1, 2), pod(2, 5)], 'brotherhood')).toBe('7 seats available')
  })

  it('say nothing of one-to-one seats, or of pods when none is on sale', () => {
    expect(seatsLine([slot(1, 1), pod(2, 2)], 'one-to-one')).toBe('')
    expect(seatsLine([slot(1, 1)], 'brotherhood')).toBe('')
  })

  it('offer the waitlist only when every item of the path is sold out', () => {
    expect(soldOutItems([pod(1, 0), pod(2, 0), slot(3, 1)], 'brotherhood')).toEqual([
      { id: 1, name: 'Pod 1' },
      { id: 2, name: 'Pod 2' },
    ])
    expect(soldOutItems([pod(1, 0), pod(2, 1)], 'brotherhood')).toBeNull()
    expect(soldOutItems([slot(3, 0)], 'one-to-one')).toEqual([{ id: 3, name: 'Slot 3' }])
    // Nothing on sale is not sold out: the button stays, and checkout says what there is.
    expect(soldOutItems([], 'one-to-one')).toBeNull()
  })
})
