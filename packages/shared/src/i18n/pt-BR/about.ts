// Words of the about page (/sobre-galera-eventos), loaded with it: kept out of the home entry.
export default {
  about: {
    title: 'Sobre a Galera Eventos',
    lead: 'A Galera Eventos é um marketplace brasileiro que conecta quem precisa de gente e de brindes para eventos a quem oferece esses serviços.',
    mission:
      'Clientes e empresas encontram promotores, recepcionistas e artistas, pedem orçamentos de brindes promocionais e divulgam suas marcas. Promotores e fornecedores encontram trabalho, clientes novos e um lugar para mostrar o que fazem.',
    businesses: {
      title: 'Três negócios em um só lugar',
      jobs: {
        title: 'Contratação de promotores',
        body: 'Promotores cadastram perfil, galeria e agenda. Quem contrata busca por categoria e características, envia a proposta com data, horário e cachê, e o promotor aceita ou recusa. Ao aceitar, a data fica reservada.',
      },
      budgets: {
        title: 'Orçamentos de brindes',
        body: 'O cliente pede orçamento de um produto (mínimo de 100 unidades) a até 3 fornecedores, compara até 4 propostas lado a lado e fecha com a melhor. O fornecedor escolhido recebe os dados de contato e tem 48 horas para falar com o cliente.',
      },
      ads: {
        title: 'Promoções e anúncios',
        body: 'Fornecedores disputam em leilão espaços de destaque para a empresa, um produto ou uma categoria. Só o vencedor paga, e a arte vencedora aparece como banner durante o período contratado.',
      },
    },
    fees: {
      title: 'Taxas',
      free: 'O cadastro é gratuito para quem contrata e para quem presta serviço.',
      jobs: 'Quando um trabalho é aceito, a plataforma desconta {total}% do valor: {provider}% do meio de pagamento e {platform}% da Galera Eventos. O promotor vê o valor bruto, as taxas e o líquido antes de aceitar.',
      ads: 'Anúncios em destaque são cobrados apenas de quem vence o leilão.',
      notice: 'Qualquer mudança de taxa é avisada com pelo menos {days} dias de antecedência.',
    },
    safety: {
      title: 'Segurança e confiança',
      ratings:
        'Depois de cada trabalho ou compra, as duas partes se avaliam (positiva, neutra ou negativa, com comentário). Comentários ofensivos podem ser editados ou removidos.',
      certified:
        'Usuários podem se tornar "Certificados" enviando documentos que a nossa equipe analisa; eles exibem um selo no perfil.',
      cancel:
        'Um promotor que cancela um trabalho aceito a menos de {hours} horas do início fica bloqueado por {days} dias.',
      adSpace:
        'A Galera Eventos é um espaço de anúncios: não é dona dos produtos anunciados nem parte dos negócios entre os usuários. Contas que violam os termos podem ser suspensas.',
      age: 'Promotores precisam ter {age} anos ou mais.',
    },
    lgpd: {
      title: 'Privacidade e LGPD',
      body: 'Tratamos seus dados pessoais de acordo com a Lei Geral de Proteção de Dados (Lei 13.709/2018). Você pode baixar uma cópia dos seus dados e encerrar sua conta: os dados pessoais são anonimizados e os registros de negócios exigidos por lei são mantidos.',
      dpo: 'Fale com o nosso encarregado de dados (DPO), {name}:',
      readTerms: 'Ler os termos',
      readPrivacy: 'Ler a política',
    },
  },
}
