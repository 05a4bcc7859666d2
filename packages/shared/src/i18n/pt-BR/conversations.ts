// Conversations (issue 19, ADR 0056). Loaded by the web with loadDomain('conversations').
export default {
  conversations: {
    anonymousClient: 'Cliente do orçamento',
    budgetClient: 'o cliente do orçamento nº {number}',
    title: 'Mensagens',
    header: {
      label: 'Mensagens',
      labelUnread_one: 'Mensagens ({count} não lida)',
      labelUnread_other: 'Mensagens ({count} não lidas)',
    },
    inbox: {
      empty: 'Nenhuma conversa ainda',
      emptyHint:
        'Pergunte algo a um promotor pelo perfil dele, ou converse sobre uma contratação ou um orçamento.',
      you: 'Você: {text}',
      noMessages: 'Sem mensagens ainda',
      unread_one: '{count} não lida',
      unread_other: '{count} não lidas',
      listLabel: 'Suas conversas',
    },
    kind: {
      preHire: 'Pergunta antes de contratar',
      job: 'Contratação: {subject}',
      budget: 'Orçamento: {subject}',
      budgetNoSubject: 'Orçamento',
    },
    thread: {
      back: 'Voltar às mensagens',
      loadOlder: 'Ver mensagens anteriores',
      label: 'Mensagem',
      placeholder: 'Escreva sua mensagem',
      send: 'Enviar',
      read: 'Lida',
      sent: 'Enviada',
      mine: 'Você',
      empty: 'Nenhuma mensagem ainda. Escreva a primeira.',
      notFound: 'Conversa não encontrada',
      hiddenNotice:
        'Telefones, e-mails, perfis e links desta mensagem ficam ocultos para {name} até o negócio ser fechado.',
      maskedInfo:
        'Até o negócio ser fechado, telefones, e-mails, perfis e links aparecem ocultos (•••). Converse por aqui: é mais seguro para os dois lados.',
      deal: 'Negócio fechado: os contatos estão liberados.',
      live: 'Novas mensagens aparecem sozinhas.',
      removedByModeration: 'Mensagem removida pela moderação',
      messagesLabel: 'Mensagens da conversa com {name}',
    },
    attachment: {
      attach: 'Anexar imagem ou PDF',
      image: 'Imagem enviada na conversa',
      download: 'Baixar {name}',
      removed: 'Anexo removido',
    },
    contact: {
      title: 'Contato de {name}',
      phone: 'Telefone',
      email: 'E-mail',
      noPhone: 'Sem telefone cadastrado',
    },
    ask: {
      button: 'Fazer uma pergunta',
      hint: 'Entre como cliente ou empresa para perguntar algo a {name}.',
    },
    panel: {
      title: 'Conversa com {name}',
      open: 'Abrir conversa',
      start: 'Conversar com {name}',
      unread_one: '{count} mensagem não lida',
      unread_other: '{count} mensagens não lidas',
      beforeDeal: 'Os contatos aparecem aqui quando o negócio for fechado.',
    },
  },
}
