import { describe, expect, it } from 'vitest'
import { auditChanges } from './audit.ts'

describe('auditChanges', () => {
  it('reads a group kept under one key (address, document) field by field', () => {
    expect(
      auditChanges(
        { name: 'Rui', address: { street: 'Rua A', city: 'Salvador' } },
        {
          name: 'Rui Silva',
          address: { street: 'Rua Chile', city: 'Salvador' },
          document: { changed: true, reason: 'CPF digitado errado' },
        },
      ),
    ).toEqual([
      { field: 'name', old: 'Rui', new: 'Rui Silva' },
      { field: 'address.street', old: 'Rua A', new: 'Rua Chile' },
      { field: 'document.changed', new: true },
      { field: 'document.reason', new: 'CPF digitado errado' },
    ])
  })
})
