import type ptBR from '../pt-BR/validation.ts'
import type { Catalog } from '../catalog-type.ts'

export default {
  validation: {
    required: 'Required field',
    invalid: 'Invalid value',
    invalidType: 'Invalid value type',
    invalidFormat: 'Invalid format',
    invalidOption: 'Invalid option',
    unknownField: 'Field not allowed',
    invalidCharacters: 'Contains characters that are not allowed',
    minChars: 'Minimum characters {min}',
    maxChars: 'Maximum characters {max}',
    minItems: 'Select at least {min}',
    maxItems: 'Select at most {max}',
    minValue: 'The minimum value is {min}',
    maxValue: 'The maximum value is {max}',
    invalidEmail: 'Invalid email',
    invalidCpf: 'Invalid CPF',
    invalidCnpj: 'Invalid CNPJ',
    invalidPhone: 'Invalid phone number',
    invalidCep: 'Invalid ZIP code (CEP)',
    invalidUf: 'Invalid state',
    invalidUrl: 'Invalid link (use http:// or https://)',
    invalidDate: 'Invalid date',
    passwordsDifferent: 'Different passwords',
    resetCodeLength: 'The code has 8 characters',
    password: {
      min: 'The password must have at least 8 characters',
      max: 'The password must have at most 128 characters',
      upper: 'The password must have at least one capital letter',
      lower: 'The password must have at least one lower-case letter',
      number: 'The password must have at least one number',
      special: 'The password must have at least one special character (!@#$%&*)',
    },
  },
} satisfies Catalog<typeof ptBR>
