// The green confirmation under an email input. The region is always rendered so screen readers announce
// the words when they appear; it stays silent while the field shows an error.
import { isValidEmail } from '../../shared/rules/email.ts'

export function EmailHint({
  email,
  hidden,
  text,
}: {
  email: string
  hidden: boolean
  text: '✓ Valid email address' | 'Valid email address'
}) {
  const show = !hidden && isValidEmail(email)
  return (
    <p aria-live="polite" className="mt-1 text-sm font-medium text-green-700">
      {show ? text : ''}
    </p>
  )
}
