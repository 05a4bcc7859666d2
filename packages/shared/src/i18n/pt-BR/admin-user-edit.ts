/** ADR 0033: an admin edits a person's account data (Usuários → Editar dados). */
export default {
  adminUserEdit: {
    edit: 'Editar dados',
    title: 'Editar dados de {name}',
    help: 'Corrija os dados da conta a pedido da pessoa ou para consertar um cadastro. Tudo fica registrado na auditoria.',
    loadFailed: 'Não foi possível carregar os dados da conta.',
    name: 'Nome completo',
    email: 'E-mail',
    emailHelp:
      'Se o e-mail mudar, o endereço antigo recebe um aviso e as sessões abertas da pessoa são encerradas.',
    phone: 'Celular',
    cpf: 'CPF',
    cnpj: 'CNPJ',
    documentLocked: 'O documento identifica a conta e só muda com um motivo registrado.',
    changeDocument: 'Alterar documento',
    documentReason: 'Motivo da alteração do documento',
    address: 'Endereço',
    save: 'Salvar dados',
    saved: 'Dados de {name} salvos.',
    validation: {
      reasonRequired: 'Informe o motivo da alteração do documento',
      documentNotApplicable: 'Este perfil não usa este documento',
    },
    mail: {
      emailChanged: {
        subject: 'O e-mail da sua conta Galera Eventos foi alterado',
        body: 'A equipe da Galera Eventos alterou o e-mail de acesso da sua conta para {email}. As sessões abertas foram encerradas: entre de novo com o novo endereço.',
        notYou:
          'Se você não pediu esta alteração, responda a este e-mail ou escreva para dpo@galera.dev.',
      },
    },
  },
}
