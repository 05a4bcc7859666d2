/** The Portuguese edition of the promoter course (make-promoter-course.mjs writes the PDF). */
export default {
  file: 'promoter-course.pdf',
  lang: 'pt-BR',
  title: 'Curso do promotor de eventos',
  subject: 'Guia prático para promotores de eventos',
  /** The footer of page `page` of `pages`. */
  footer: (page, pages) => `Curso do promotor · Galera Eventos · página ${page} de ${pages}`,
  /** [kind, text]: h1 title, sub subtitle, h2 section, p paragraph, li list item. */
  content: [
    ['h1', 'Curso do promotor de eventos'],
    ['sub', 'Galera Eventos · guia prático para o seu primeiro trabalho e para todos os outros'],
    [
      'p',
      'Promotores de eventos são a cara da marca que os contratou. O público não lembra do folheto nem do brinde: lembra de quem o recebeu com um sorriso, respondeu com segurança e resolveu um problema. Este guia reúne o que as empresas mais valorizam e como a plataforma funciona, para você ser chamado de novo.',
    ],
    ['h2', '1. Pontualidade'],
    [
      'li',
      'Chegue 30 minutos antes do horário combinado. Esse tempo é para trocar de roupa, receber o briefing, conhecer o espaço e testar o material.',
    ],
    [
      'li',
      'Planeje o trajeto na véspera: confira o endereço do evento, o transporte, o estacionamento e um plano B se chover ou o trânsito parar.',
    ],
    [
      'li',
      'Imprevisto? Avise o contratante assim que souber, pelo telefone combinado. Atraso comunicado com antecedência é contornável; sumiço não é.',
    ],
    [
      'li',
      'Respeite os intervalos combinados e volte no horário. Só deixe o posto depois de falar com o responsável pela ação.',
    ],
    ['h2', '2. Vestimenta e apresentação'],
    [
      'li',
      'Siga o dress code do briefing. Se o contratante fornecer uniforme, confira o tamanho antes do dia e devolva-o limpo quando for pedido.',
    ],
    [
      'li',
      'Sem uniforme definido, prefira roupas neutras (preto ou branco), limpas e passadas, e calçados fechados e confortáveis para ficar muitas horas em pé.',
    ],
    [
      'li',
      'Cabelo arrumado, unhas limpas, maquiagem e perfume discretos. Leve um kit com escova, desodorante, lenço, carregador e um lanche leve.',
    ],
    [
      'li',
      'Celular no silencioso e longe das mãos durante o atendimento, a não ser que ele faça parte da ação (por exemplo, cadastro do público).',
    ],
    ['h2', '3. Atendimento ao público'],
    [
      'li',
      'Estude o produto e a mensagem da marca antes do evento. Se não souber uma resposta, diga que vai verificar e volte com a informação certa.',
    ],
    [
      'li',
      'Aborde as pessoas com gentileza e respeite quem não quer participar. Nunca insista, toque sem permissão ou faça comentários sobre a aparência de alguém.',
    ],
    [
      'li',
      'Dados pessoais do público (nome, telefone, e-mail) só podem ser coletados como o contratante orientou, com o consentimento da pessoa, e nunca guardados por você.',
    ],
    ['h2', '4. Segurança'],
    [
      'li',
      'Ao chegar, localize as saídas de emergência, o extintor, a equipe de segurança e o posto de primeiros socorros. Em caso de emergência, siga as orientações da brigada.',
    ],
    [
      'li',
      'Não consuma bebida alcoólica durante o trabalho, mesmo que seja oferecida. Em ações com degustação, siga as regras: nada de álcool para menores de 18 anos.',
    ],
    [
      'li',
      'Beba água, use protetor solar em eventos ao ar livre e avise o responsável se não se sentir bem. Sua saúde vem antes da ação.',
    ],
    [
      'li',
      'Sofreu ou presenciou assédio, discriminação ou qualquer situação de risco? Afaste-se, procure a segurança do evento e informe o contratante. Você pode relatar o caso também à Galera Eventos.',
    ],
    [
      'li',
      'Guarde seus pertences em local seguro e combine com o contratante quem é responsável pelo material promocional e pelos brindes.',
    ],
    ['h2', '5. Como funcionam as solicitações na Galera Eventos'],
    [
      'p',
      'Empresas e clientes encontram o seu perfil pelas buscas e filtros (categoria, cidade, características e disponibilidade) e enviam uma solicitação com a data, o horário, o local e o valor do trabalho.',
    ],
    [
      'li',
      'Você recebe uma notificação e decide se aceita. Leia tudo com atenção: ao aceitar, a data fica reservada na sua agenda e o contratante conta com você.',
    ],
    [
      'li',
      'Regra das 72 horas: cancelar um trabalho aceito a menos de 72 horas do início bloqueia o seu perfil por 15 dias. Se precisar desistir, faça isso o quanto antes e explique o motivo.',
    ],
    [
      'li',
      'Mantenha a agenda atualizada (manhã, tarde e noite) para receber só solicitações que você pode atender.',
    ],
    [
      'li',
      'Perfil completo recebe mais convites: foto de rosto nítida, galeria com até 6 fotos recentes, descrição sincera da sua experiência, referências e links das redes sociais.',
    ],
    ['h2', '6. Avaliações'],
    [
      'li',
      'Depois do evento, o contratante avalia o seu trabalho. As avaliações aparecem no seu perfil e pesam na ordem das buscas.',
    ],
    [
      'li',
      'Pontualidade, postura, conhecimento do produto e simpatia são o que mais aparece nos comentários, para o bem e para o mal.',
    ],
    [
      'li',
      'Recebeu uma crítica? Use-a para melhorar. Avaliações injustas ou ofensivas podem ser contestadas com a equipe da Galera Eventos.',
    ],
    ['h2', '7. Checklist do dia do evento'],
    ['li', 'Briefing lido, endereço e contato do responsável salvos no celular.'],
    ['li', 'Documento com foto, uniforme ou roupa combinada, kit pessoal e garrafa de água.'],
    ['li', 'Chegada 30 minutos antes, apresentação ao responsável e teste do material.'],
    ['li', 'Ao final: devolução do material, conferência de horário e agradecimento.'],
    [
      'p',
      'Bons trabalhos! Em caso de dúvida sobre a plataforma, fale com a Galera Eventos pelos canais indicados no site.',
    ],
  ],
}
