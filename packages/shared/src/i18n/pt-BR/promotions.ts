// Words shared by every screen (ADR 0022): validation messages, kinds, positions,
// statuses and phases of ad auctions and banners. Loaded by the web with loadDomain('promotions').
export default {
  promotions: {
    validation: {
      closeInFuture: 'O fim dos lances precisa estar no futuro',
      closeAfterOpen: 'O fim dos lances precisa ser depois do início',
      endAfterStart: 'A data final precisa ser igual ou posterior à inicial',
      startAfterClose: 'O anúncio precisa começar depois do dia em que os lances terminam',
      fileRequired: 'Arquivo obrigatório não anexado',
    },
    kinds: {
      company: 'Espaço publicitário da empresa',
      product: 'Promoção de produto',
      category: 'Promoção de categoria',
    },
    positions: { top: 'Topo', bottom: 'Rodapé' },
    devices: { desktop: 'Computador', mobile: 'Celular' },
    // ADR 0064: where a closed auction's slot stands with its payment.
    slot: {
      awaiting_payment: 'Aguardando pagamento',
      paid: 'Pago',
      unsold: 'Sem anúncio',
      withdrawn: 'Desistência',
    },
    statuses: {
      offline: 'Encerrado',
      online: 'No ar',
      scheduled: 'Agendado',
      cancelled: 'Cancelado',
      deleted: 'Excluído',
    },
    phases: {
      upcoming: 'Lances em breve',
      open: 'Lances abertos',
      closed: 'Lances encerrados',
      cancelled: 'Cancelado',
    },
    artSpec: '{width} × {height} px, até {kb} KB',
  },
}
