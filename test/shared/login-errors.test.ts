import { describe, expect, it } from 'vitest'
import { LOGIN_ERROR_MESSAGES, loginErrorMessage } from '../../src/shared/login-errors.ts'

describe('the sign-in error words', () => {
  it('gives each known code its sentence and nothing for no code', () => {
    expect(loginErrorMessage('expired')).toBe(LOGIN_ERROR_MESSAGES.expired)
    expect(loginErrorMessage('not-admin')).toBe('This account does not have access to the admin area.')
    expect(loginErrorMessage(null)).toBeNull()
  })

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'unknown'])(
    'answers %j, a name Object.prototype may hold, with the general sentence',
    (code) => {
      expect(loginErrorMessage(code)).toBe('Sign-in did not complete. Please try again.')
    },
  )
})
