// The buyer's details as typed (SPEC §3 purchase form), validated by the same schema the server uses.
import { useState } from 'react'
import { formatUsPhone, PHONE_FIELD_MAX } from '../../shared/rules/phone.ts'
import type { Commitment } from '../../shared/schemas/checkout.ts'
import type { FieldBinding } from '../kit/use-form.ts'

export type ContactField = 'firstName' | 'lastName' | 'email' | 'phone'

export interface PurchaseFormValues {
  contact: Record<ContactField, string>
  emailConsent: boolean
  smsConsent: boolean
  commitments: Partial<Record<Commitment, boolean>>
}

const FORMATTERS: Partial<Record<ContactField, (value: string) => string>> = {
  email: (value) => value.trim(),
  phone: (value) => formatUsPhone(value).slice(0, PHONE_FIELD_MAX),
}

/** `known`: what a waitlist offer already knows about its holder, filled in for them. */
export function usePurchaseForm(known: Partial<Record<ContactField, string>> = {}) {
  const [values, setValues] = useState<PurchaseFormValues>({
    contact: { firstName: '', lastName: '', email: '', phone: '', ...known },
    emailConsent: false,
    smsConsent: false,
    commitments: {},
  })
  const [errors, setErrors] = useState<Record<string, string>>({})

  const clearError = (key: string) => setErrors((current) => (current[key] ? { ...current, [key]: '' } : current))

  function field(name: ContactField): FieldBinding {
    return {
      id: `checkout-${name}`,
      name,
      value: values.contact[name],
      error: errors[name] || undefined,
      onValueChange(raw) {
        const format = FORMATTERS[name]
        setValues((current) => ({ ...current, contact: { ...current.contact, [name]: format ? format(raw) : raw } }))
        clearError(name)
      },
    }
  }

  function setConsent(name: 'emailConsent' | 'smsConsent', checked: boolean) {
    setValues((current) => ({ ...current, [name]: checked }))
  }

  function setCommitment(commitment: Commitment, checked: boolean) {
    setValues((current) => ({ ...current, commitments: { ...current.commitments, [commitment]: checked } }))
    clearError('commitments')
  }

  return { values, errors, setErrors, clearError, field, setConsent, setCommitment }
}
