import type ptBR from '../pt-BR/admin-user-edit.ts'
import type { Catalog } from '../catalog-type.ts'

/** ADR 0033: an admin edits a person's account data (Users → Edit details). */
export default {
  adminUserEdit: {
    edit: 'Edit details',
    title: "Edit {name}'s details",
    help: "Correct the account data at the person's request or to fix a registration. Everything is recorded in the audit trail.",
    loadFailed: 'Could not load the account details.',
    name: 'Full name',
    email: 'E-mail',
    emailHelp:
      "If the e-mail changes, the old address is told and the person's open sessions are ended.",
    phone: 'Mobile',
    cpf: 'CPF',
    cnpj: 'CNPJ',
    documentLocked: 'The document identifies the account and only changes with a recorded reason.',
    changeDocument: 'Change document',
    documentReason: 'Reason for changing the document',
    address: 'Address',
    save: 'Save details',
    saved: "{name}'s details saved.",
    validation: {
      reasonRequired: 'Give the reason for changing the document',
      documentNotApplicable: 'This profile does not use this document',
    },
    mail: {
      emailChanged: {
        subject: 'The e-mail of your Galera Eventos account was changed',
        body: 'The Galera Eventos team changed the sign-in e-mail of your account to {email}. Your open sessions were ended: sign in again with the new address.',
        notYou:
          'If you did not ask for this change, reply to this e-mail or write to dpo@galera.dev.',
      },
    },
  },
} satisfies Catalog<typeof ptBR>
