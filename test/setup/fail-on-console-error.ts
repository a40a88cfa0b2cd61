import { afterEach, beforeEach, vi } from 'vitest'

// An unexpected console.error is a bug the test did not notice; a test that expects one mocks it itself.
let spy: ReturnType<typeof vi.spyOn> | undefined

beforeEach(() => {
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error during test: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  spy?.mockRestore()
})
