// Words of the "media" screens and API messages. Loaded by the web with loadDomain('media').
// The server reads `media.notifications` for e-mails, so the titles live here for both sides.
export default {
  media: {
    title: 'Imagens e notificações',
    library: {
      title: 'Biblioteca de imagens',
      upload: 'Enviar imagem',
      uploading: 'Enviando… {percent}%',
      uploaded: 'Imagem enviada',
      empty: 'Nenhuma imagem ainda. Envie a primeira.',
      loadingMore: 'Carregando mais imagens…',
      select: 'Selecionar imagem {n}',
      delete: 'Excluir imagem {n}',
      deleteConfirm:
        'Excluir esta imagem? Ela sai da sua biblioteca e deixa de aparecer onde estiver em uso, como a foto de perfil.',
      deleteYes: 'Excluir imagem',
      deleteNo: 'Cancelar',
      deleted: 'Imagem excluída',
      hint: 'PNG, JPEG, WebP ou GIF, até {mb} MB.',
      close: 'Fechar',
    },
    avatar: {
      title: 'Foto de perfil',
      change: 'Alterar foto',
      pick: 'Escolha sua foto de perfil',
      saved: 'Foto de perfil atualizada',
      alt: 'Foto de perfil de {name}',
    },
    errors: {
      fileRequired: 'Arquivo obrigatório não anexado',
      fileType: 'Tipo de arquivo não suportado',
      notPdf: 'Este arquivo não é um PDF',
      pdfTooLarge: 'Arquivos PDF de até 5 MB',
      tooManyPixels: 'A imagem tem pixels demais (máximo {max} megapixels)',
      unreadable: 'Não foi possível ler a imagem',
      tooLarge: 'O arquivo é grande demais (máximo {mb} MB)',
    },
    bell: {
      label: 'Notificações',
      labelUnread_one: 'Notificações ({count} não lida)',
      labelUnread_other: 'Notificações ({count} não lidas)',
      markAll: 'Marcar todas como lidas',
      empty: 'Nenhuma notificação',
      loadMore: 'Ver mais',
      unreadDot: 'Não lida',
    },
    notifications: {
      job_requested: {
        title: 'Nova solicitação de {hirer}: {event}',
        mail: '{hirer} quer contratar você para "{event}" em {date}. Responda até {deadline}.',
      },
      job_accepted: {
        title: '{promoter} aceitou: {event}',
        mail: '{promoter} aceitou o trabalho "{event}" em {date}. A data está reservada.',
      },
      job_declined: {
        title: '{promoter} recusou: {event}',
        mail: '{promoter} recusou a solicitação "{event}". Procure outro promotor na Galera Eventos.',
      },
      job_expired: { title: 'Solicitação expirada sem resposta: {event}' },
      job_cancelled: {
        title: 'Trabalho cancelado: {event}',
        mail: 'O trabalho "{event}" em {date} foi cancelado por {by}.',
      },
      payment_received: {
        title: 'Pagamento recebido e retido: {event}',
        mail: 'O pagamento do trabalho "{event}" em {date} foi recebido. A Galera Eventos retém o valor até o fim do trabalho e do prazo de contestação.',
      },
      payment_expired: {
        title: 'Trabalho cancelado por falta de pagamento: {event}',
        mail: 'O trabalho "{event}" em {date} não foi pago no prazo e foi cancelado. A data do promotor está livre de novo.',
      },
      ad_payment_due: {
        title: 'Leilão vencido: pague {amount} até {deadline} — {name}',
        mail: 'Você venceu o leilão "{name}". Pague {amount} por Pix ou cartão até {deadline} em "Minhas faturas de anúncio"; o anúncio entra no ar só depois do pagamento. Sem pagamento no prazo, o espaço passa para o próximo lance.',
      },
      ad_payment_received: {
        title: 'Pagamento do anúncio recebido: {amount} — {name}',
        mail: 'Recebemos {amount} pelo anúncio "{name}". Ele fica no ar durante o período do leilão, com a arte que você enviar.',
      },
      ad_payment_expired: {
        title: 'Anúncio não pago no prazo: {name}',
        mail: 'O pagamento de {amount} pelo anúncio "{name}" não chegou no prazo. O espaço foi oferecido ao próximo lance; nada foi cobrado de você.',
      },
      payment_released: {
        title: 'Repasse enviado: {amount} por {event}',
        mail: 'Enviamos {amount} para a sua chave Pix pelo trabalho "{event}" em {date}.',
      },
      payment_dispute_opened: {
        title: 'O contratante abriu uma disputa: {event}',
        mail: 'O contratante abriu uma disputa sobre o trabalho "{event}" em {date}. O repasse fica retido até um administrador decidir; você será avisado da decisão.',
      },
      payment_dispute_admin: {
        title: 'Nova disputa de pagamento ({amount}): {event}',
        mail: 'O contratante do trabalho "{event}" em {date} abriu uma disputa sobre {amount}. O repasse fica retido até a decisão em Pagamentos.',
      },
      payment_decided_release: {
        title: 'Decisão sobre o pagamento: valor liberado ao promotor — {event}',
        mail: 'Um administrador decidiu liberar ao promotor o valor do trabalho "{event}" em {date}. O repasse segue o prazo normal.',
      },
      payment_decided_refund: {
        title: 'Decisão sobre o pagamento: {amount} devolvidos ao contratante — {event}',
        mail: 'Um administrador decidiu devolver {amount} ao contratante pelo trabalho "{event}" em {date}. O restante, descontada a taxa, segue para o promotor no prazo normal.',
      },
      job_completed: { title: 'Trabalho concluído: {event}. Avalie agora' },
      job_rated: { title: 'Você recebeu uma avaliação: {event}' },
      fee_schedule_published: {
        title: 'Nova tabela de taxas a partir de {date}: {total}',
        mail: 'A partir de {date}, a taxa sobre trabalhos aceitos passa a ser {total} ({provider} do meio de pagamento + {platform} da plataforma). Trabalhos aceitos antes disso mantêm a taxa atual.',
      },
      budget_received: {
        title: 'Novo pedido de orçamento nº {number}: {product}',
        mail: 'Você recebeu o pedido de orçamento nº {number} ({product}, {quantity} unidades). Responda até {deadline}.',
      },
      budget_declined: {
        title: '{supplier} recusou o orçamento nº {number}',
        mail: '{supplier} recusou o orçamento nº {number} ({product})',
      },
      budget_approved: {
        title: 'Negócio fechado: orçamento nº {number}',
        mail: 'O cliente fechou o negócio do orçamento nº {number} ({product}) com você. Os dados de contato estão na Galera Eventos: faça o contato até {deadline}.',
      },
      budget_answered: {
        title: '{supplier} respondeu o orçamento nº {number}',
        mail: '{supplier} enviou valores para o orçamento nº {number} ({product}). Compare e feche o negócio na Galera Eventos.',
      },
      budget_counter: {
        title: 'Contraproposta de {supplier} no orçamento nº {number}',
        mail: '{supplier} enviou uma contraproposta para o orçamento nº {number} ({product}).',
      },
      budget_expired: { title: 'Sem resposta a tempo: orçamento nº {number}' },
      budget_gave_up: { title: '{supplier} desistiu do orçamento nº {number}' },
      budget_not_chosen: {
        title: 'Outro orçamento foi escolhido: nº {number}',
        mail: 'O cliente escolheu outro orçamento para o pedido nº {number} ({product}). Obrigado pela proposta.',
      },
      budget_cancelled: { title: 'O cliente cancelou o orçamento nº {number}' },
      budget_contact_expired: { title: 'O prazo de contato do orçamento nº {number} terminou' },
      budget_completed: { title: '{supplier} concluiu o contato do orçamento nº {number}' },
      reverse_auction_new: { title: 'Novo leilão reverso nº {number}: {category}' },
      conversation_unread_budget: {
        title: 'Mensagens não lidas sobre o orçamento nº {number} ({count})',
        mail: 'Há mensagens não lidas ({count}) na conversa do orçamento nº {number}. Responda pela Galera Eventos: os contatos aparecem depois de fechado o negócio.',
      },
      conversation_warning: {
        title: 'Aviso da moderação sobre uma mensagem sua',
        mail: 'Uma mensagem sua numa conversa foi denunciada e a moderação a considerou contrária às regras da Galera Eventos (contatos antes do negócio, ofensas, spam ou golpe). Novas ocorrências podem levar à suspensão da conta.',
      },
      conversation_unread: {
        title: 'Mensagens não lidas de {name} ({count})',
        mail: '{name} escreveu para você e há mensagens não lidas ({count}). Responda pela Galera Eventos: os contatos aparecem depois de fechado o negócio.',
      },
      feedback_available: {
        title: 'Avalie sua compra: orçamento nº {number}',
        mail: 'O contato do orçamento nº {number} ({product}) foi concluído. Conte como foi: avalie o produto e o fornecedor.',
      },
      company_feedback: { title: 'Nova avaliação da sua empresa (orçamento nº {number})' },
      product_feedback: { title: 'Nova avaliação de {product}' },
      auction_company: { title: 'Novo leilão para empresa' },
      auction_product: { title: 'Novo leilão para produto' },
      auction_category: { title: 'Novo leilão para categoria' },
      auction_won: {
        title: 'Leilão vencido — anúncio no ar',
        mail: 'Você venceu o leilão e seu anúncio está no ar.',
      },
      supplier_new: {
        title: 'Novo fornecedor cadastrado: {name}',
        mail: 'Um novo fornecedor se cadastrou e aguarda análise.',
      },
      account_suspended: {
        title: 'Sua conta foi suspensa',
        mail: 'Sua conta na Galera Eventos foi suspensa. Em caso de dúvida, fale com a gente em dpo@galera.dev.',
      },
      account_reactivated: {
        title: 'Sua conta foi reativada',
        mail: 'Sua conta na Galera Eventos foi reativada. Você já pode entrar novamente.',
      },
      certification_approved: {
        title: 'Certificação aprovada',
        mail: 'Sua certificação foi aprovada: o selo já aparece no seu perfil público.',
      },
      certification_refused: {
        title: 'Certificação recusada',
        mail: 'Sua certificação foi recusada. Veja o motivo no seu perfil e envie novos documentos.',
      },
      terms_updated: { title: 'Os termos de uso foram atualizados' },
    },
    mail: {
      subject: 'Galera Eventos: {title}',
      open: 'Abrir: {url}',
      digestSubject: 'Galera Eventos: novas notificações ({count})',
      digestIntro: 'Novas notificações desde o último e-mail ({count}):',
      digestMore: 'E mais {count}.',
    },
  },
}
