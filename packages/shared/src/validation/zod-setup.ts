import { z } from 'zod'
import { msg } from './messages.ts'

/**
 * Default i18n keys for zod issues that a schema did not name itself, so a wrong type or a
 * missing field reads "Campo obrigatório" instead of zod's English. Loaded by the shared index,
 * hence the same on the API and in the browser.
 */
z.config({
  customError: (iss) => {
    switch (iss.code) {
      case 'invalid_type':
        return iss.input === undefined || iss.input === null || iss.input === ''
          ? 'validation.required'
          : 'validation.invalidType'
      case 'too_small':
        if (iss.origin === 'string') {
          return Number(iss.minimum) <= 1 || iss.input === ''
            ? 'validation.required'
            : msg('validation.minChars', { min: Number(iss.minimum) })
        }
        if (iss.origin === 'array' || iss.origin === 'set')
          return msg('validation.minItems', { min: Number(iss.minimum) })
        return msg('validation.minValue', { min: Number(iss.minimum) })
      case 'too_big':
        if (iss.origin === 'string') return msg('validation.maxChars', { max: Number(iss.maximum) })
        if (iss.origin === 'array' || iss.origin === 'set')
          return msg('validation.maxItems', { max: Number(iss.maximum) })
        return msg('validation.maxValue', { max: Number(iss.maximum) })
      case 'invalid_format':
        return iss.format === 'email' ? 'validation.invalidEmail' : 'validation.invalidFormat'
      case 'invalid_value':
        return 'validation.invalidOption'
      case 'unrecognized_keys':
        return 'validation.unknownField'
      default:
        return 'validation.invalid'
    }
  },
})

export { z }
