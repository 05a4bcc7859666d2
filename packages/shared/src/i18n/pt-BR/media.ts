// Words of the "media" screens and API messages (issue 3). Loaded by the web with loadDomain('media').
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
      tooManyPixels: 'A imagem tem pixels demais (máximo {max} megapixels)',
      unreadable: 'Não foi possível ler a imagem',
      tooLarge: 'O arquivo é grande demais (máximo {mb} MB)',
    },
    bell: {
      label: 'Notificações',
      labelUnread: 'Notificações ({count} não lidas)',
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
      job_completed: { title: 'Trabalho concluído: {event}. Avalie agora' },
      job_rated: { title: 'Você recebeu uma avaliação: {event}' },
      fee_schedule_published: {
        title: 'Nova tabela de taxas a partir de {date}: {total}',
        mail: 'A partir de {date}, a taxa sobre trabalhos aceitos passa a ser {total} ({provider} do meio de pagamento + {platform} da plataforma). Trabalhos aceitos antes disso mantêm a taxa atual.',
      },
      budget_received: { title: 'Novo orçamento recebido' },
      budget_declined: { title: 'O fornecedor recusou o orçamento' },
      budget_approved: {
        title: 'Orçamento aprovado',
        mail: 'Um orçamento seu foi aprovado. Abra a Galera Eventos para ver os detalhes.',
      },
      feedback_available: { title: 'Avaliação disponível' },
      company_feedback: { title: 'Nova avaliação da empresa' },
      product_feedback: { title: 'Nova avaliação de produto' },
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
    },
  },
}
