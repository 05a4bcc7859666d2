import type ptBR from '../pt-BR/mail.ts'
import type { Catalog } from '../catalog-type.ts'

export default {
  mail: {
    greeting: 'Hello, {name}!',
    signature: 'The Galera Eventos team',
    resetCode: {
      subject: 'Your code to reset your password',
      intro: 'We received a request to reset the password of your Galera Eventos account.',
      code: 'Your code is: {code}',
      expiry: 'It is valid for {minutes} minutes and can be used only once.',
      ignore: 'If it was not you, ignore this e-mail: your password stays the same.',
    },
    passwordChanged: {
      subject: 'Your password was changed',
      body: 'The password of your account was just changed. The other open sessions of the account were ended. If it was not you, write to dpo@galera.dev.',
    },
  },
} satisfies Catalog<typeof ptBR>
