// Termos de Uso e Política de Privacidade (spec §1 e §9, PRODUCT.md, SECURITY.md "LGPD features").
// O texto em português é o oficial; o inglês é tradução. Os números vêm de LIMITS (constants.ts):
// se uma regra mudar, mude o texto, a versão e a data juntos. A ordem das seções está em
// legal/legal-sections.ts. Parágrafos separados por "\n\n"; itens de lista começam com "• ".
export default {
  legal: {
    version: '2026-11-22',
    effectiveDate: '22/11/2026',
    terms: {
      title: 'Termos de Uso',
      intro:
        'Estes Termos de Uso regem o acesso e o uso da plataforma Galera Eventos. Ao criar uma conta ou usar a plataforma, você declara que leu, entendeu e aceita estes Termos e a Política de Privacidade, que faz parte deles. Se não concordar, não use a plataforma.',
      s1: {
        title: '1. Quem somos e definições',
        body:
          'A Galera Eventos é uma plataforma online operada por pessoa jurídica de direito privado brasileira, cuja razão social, CNPJ e endereço constam no rodapé do site. Nestes Termos:\n\n' +
          '• Plataforma: o site, os aplicativos e os serviços da Galera Eventos;\n' +
          '• Usuário: qualquer pessoa ou empresa com conta na Plataforma;\n' +
          '• Contratantes: clientes (pessoas físicas) e empresas que buscam e contratam promotores ou pedem orçamentos de produtos;\n' +
          '• Prestadores: promotores de eventos (pessoas físicas) e fornecedores de brindes promocionais (empresas);\n' +
          '• Trabalho: a contratação de um promotor para uma data e um horário, mediante um cachê;\n' +
          '• Orçamento: o pedido de preço de um produto feito por um cliente a fornecedores;\n' +
          '• Anúncio em destaque: espaço de divulgação na Plataforma adquirido em leilão de anúncios.',
      },
      s2: {
        title: '2. O papel da Galera Eventos',
        body:
          'A Galera Eventos é um espaço de anúncios que aproxima Contratantes e Prestadores. Oferecemos as ferramentas de busca, contratação, orçamento, pagamento e avaliação, mas não somos parte dos negócios fechados entre os usuários. Por isso:\n\n' +
          '• não somos proprietários dos produtos anunciados nem empregadores dos promotores; os Prestadores atuam de forma independente, sem vínculo empregatício ou societário com a Galera Eventos;\n' +
          '• não verificamos previamente a identidade de todos os usuários, nem a veracidade de todas as informações de perfis, anúncios e catálogos;\n' +
          '• não respondemos pela qualidade, segurança, legalidade ou entrega dos serviços e produtos negociados entre usuários, nem pelo cumprimento dos acordos entre eles.\n\n' +
          'Isso não afasta os direitos que a lei assegura ao consumidor, nem o nosso compromisso de agir quando soubermos de irregularidades, como descrito na seção “Responsabilidade, denúncias e cooperação”.',
      },
      s3: {
        title: '3. Cadastro, idade e segurança da conta',
        body:
          'Para criar uma conta e contratar pela Plataforma, você precisa ter 18 anos ou mais, ou ser civilmente capaz nos termos da lei. Promotores precisam ter, obrigatoriamente, 18 anos completos. Empresas e fornecedores são cadastrados com CNPJ, por quem tenha poderes para representá-los.\n\n' +
          'Ao se cadastrar, você se compromete a:\n' +
          '• informar dados verdadeiros, completos e atualizados, inclusive CPF ou CNPJ, e mantê-los assim;\n' +
          '• manter uma única conta por CPF ou CNPJ;\n' +
          '• guardar sua senha em sigilo e não compartilhar o acesso à conta;\n' +
          '• avisar-nos imediatamente se suspeitar de uso indevido da sua conta.\n\n' +
          'Você responde pelas ações feitas com a sua conta. Podemos recusar ou cancelar cadastros com dados falsos, incompletos ou duplicados.',
      },
      s4: {
        title: '4. Cadastro gratuito e serviços pagos',
        body:
          'O cadastro e o uso da Plataforma são gratuitos para Contratantes e Prestadores: não cobramos mensalidade, adesão nem qualquer valor para manter um perfil, anunciar produtos ou pedir orçamentos.\n\n' +
          'A Galera Eventos só recebe valores em dois casos:\n' +
          '• anúncios em destaque, que são opcionais e contratados por meio de leilão de anúncios (seção “Leilões de anúncios e destaques”);\n' +
          '• a taxa descontada do cachê quando um promotor aceita um trabalho (seção “Taxas sobre trabalhos e repasses”).\n\n' +
          'O Contratante paga o cachê informado na solicitação, sem acréscimo cobrado pela Galera Eventos. Os preços dos serviços e produtos negociados entre usuários são definidos livremente por eles, e cada Prestador responde pelos tributos sobre os valores que recebe.',
      },
      s5: {
        title: '5. Taxas sobre trabalhos e repasses',
        body:
          'Quando um promotor aceita um trabalho, uma taxa é descontada do cachê. A tabela em vigor é de 10% do valor do cachê, assim composta:\n' +
          '• 3% para o provedor de pagamento, que processa a cobrança e o repasse;\n' +
          '• 7% para a Galera Eventos, pela intermediação e pelo uso da Plataforma.\n\n' +
          'Antes de aceitar, o promotor vê o valor bruto, cada parte da taxa e o valor líquido que vai receber. A taxa em vigor no momento do aceite fica congelada naquele trabalho e não muda depois, mesmo que a tabela seja alterada.\n\n' +
          'Qualquer alteração de taxas, inclusive a adoção da tabela alternativa de 9,8% (2,8% para o provedor de pagamento e 7% para a Galera Eventos), será avisada com antecedência mínima de 15 dias e só valerá para trabalhos aceitos a partir da data em que entrar em vigor.\n\n' +
          'O repasse ao promotor torna-se devido na data do trabalho e é feito pelo provedor de pagamento, observados os prazos de processamento dele. Trabalhos cancelados antes de sua realização não geram repasse.',
      },
      s6: {
        title: '6. Contratação de promotores',
        body:
          'O Contratante envia ao promotor uma solicitação com os dados do evento, o endereço, a data, o horário e o cachê oferecido. O promotor pode aceitar ou recusar. O aceite forma o acordo entre Contratante e promotor e reserva a data e o horário na agenda do promotor, que não poderá aceitar outro trabalho no mesmo período.\n\n' +
          'Qualquer das partes pode cancelar um trabalho aceito pela Plataforma. O promotor que cancelar um trabalho aceito a menos de 72 horas do seu início fica bloqueado por 15 dias: nesse período, o perfil não aparece nas buscas e não pode aceitar novos trabalhos. O bloqueio e a data em que termina aparecem no painel do promotor. Quando o trabalho é cancelado antes de sua realização, o valor pago pelo Contratante é devolvido pelo mesmo meio de pagamento.\n\n' +
          'O Contratante se compromete a descrever o trabalho com fidelidade, oferecer condições de trabalho seguras e dignas e respeitar a legislação aplicável. O promotor se compromete a comparecer no horário combinado e a prestar o serviço como descrito.',
      },
      s7: {
        title: '7. Orçamentos de brindes promocionais',
        body:
          'Clientes podem pedir orçamento de um produto a até 3 fornecedores e em até 3 estados, com quantidade mínima de 100 unidades. Cada fornecedor escolhido tem 48 horas para responder com valor unitário, valor total e justificativa, fazer uma contraproposta ou recusar; sem resposta nesse prazo, o pedido expira para aquele fornecedor. Se um fornecedor recusar, o pedido pode ser enviado a outro fornecedor ativo da mesma categoria, e o cliente é avisado.\n\n' +
          'O cliente compara até 4 orçamentos e fecha negócio com um deles. Só então o fornecedor escolhido recebe os dados de contato do cliente, e ele tem 48 horas para fazer o contato e registrar a conclusão; depois disso, o orçamento não pode mais ser concluído. Os demais fornecedores são avisados de que outro orçamento foi escolhido.\n\n' +
          'Preço final, produção, entrega, nota fiscal e garantia são combinados diretamente entre cliente e fornecedor, que responde por eles perante o cliente, inclusive nos termos do Código de Defesa do Consumidor. O mesmo vale para as concorrências (leilões reversos) que clientes abrem a todos os fornecedores de uma categoria.',
      },
      s8: {
        title: '8. Leilões de anúncios e destaques',
        body:
          'A Galera Eventos abre leilões de espaços de destaque, como banners de empresa e promoções de produto ou de categoria. Cada leilão informa período, valor mínimo, incremento de lance, posição do banner e demais regras. Fornecedores podem dar lances até o encerramento, e vence o maior lance válido.\n\n' +
          'Somente o vencedor paga, e paga o valor do lance vencedor; quem não vence não é cobrado.\n\n' +
          'O vencedor envia as artes (versões para computador e para celular), exibidas durante o período do leilão. As artes devem respeitar estes Termos e a lei e podem ser recusadas se não respeitarem; o vencedor responde pelo conteúdo delas, inclusive por direitos de marca, autorais e de imagem.\n\n' +
          'O cancelamento de um anúncio vencido, feito pelo vencedor, é irreversível e não gera reembolso, ressalvados os casos em que a lei assegure direito diverso.',
      },
      s9: {
        title: '9. Direitos do consumidor e direito de arrependimento',
        body:
          'Quando o Contratante for consumidor, isto é, quem contrata como destinatário final, aplica-se o Código de Defesa do Consumidor (Lei 8.078/1990), e nada nestes Termos limita os direitos que ele assegura.\n\n' +
          'Nos serviços contratados pela Plataforma, o consumidor pode desistir da contratação em até 7 dias contados do aceite, conforme o art. 49 do CDC, quando aplicável. A desistência pode ser feita pelo cancelamento no painel ou pelos canais de atendimento, e os valores pagos são devolvidos integralmente, com atualização monetária, pelo mesmo meio de pagamento. A desistência do consumidor não gera multa; o bloqueio de 15 dias previsto na seção “Contratação de promotores” se aplica apenas a cancelamentos feitos pelo promotor.\n\n' +
          'Nas compras de produtos negociadas a partir de orçamentos, o direito de arrependimento e as garantias legais são exercidos perante o fornecedor, e a Galera Eventos colabora para o contato entre as partes.',
      },
      s10: {
        title: '10. Avaliações e comentários',
        body:
          'Depois de cada trabalho, Contratante e promotor avaliam um ao outro como positivo, neutro ou negativo, com um comentário. Nos orçamentos, o cliente avalia o produto e o fornecedor com estrelas de 1 a 5, título e comentário, e outros usuários podem indicar se um comentário foi útil.\n\n' +
          'As avaliações devem refletir uma experiência real e ser escritas com respeito. Não são permitidas avaliações falsas, compradas, feitas em troca de vantagem ou sobre negócio que não aconteceu.\n\n' +
          'Comentários ofensivos, discriminatórios, com dados pessoais de terceiros ou contrários à lei podem ser editados ou removidos pela Galera Eventos, e a alteração fica registrada. Fora desses casos, não alteramos avaliações para favorecer ou prejudicar ninguém. Se você considerar uma avaliação indevida, fale conosco pelos canais de atendimento.',
      },
      s11: {
        title: '11. Regras de conduta e conteúdo',
        body:
          'É proibido usar a Plataforma para:\n' +
          '• anunciar produtos ou serviços ilegais, falsificados ou que violem direitos de terceiros;\n' +
          '• oferecer trabalho ilegal, degradante ou em condições diferentes das descritas;\n' +
          '• publicar conteúdo discriminatório, ofensivo, sexual ou enganoso, ou fotos que não sejam suas ou que você não tenha direito de usar;\n' +
          '• assediar, ameaçar ou expor outros usuários, ou usar os dados de contato deles para outros fins;\n' +
          '• criar contas falsas, fazer-se passar por outra pessoa ou manipular avaliações, buscas e leilões;\n' +
          '• acessar áreas ou dados sem autorização, automatizar acessos em massa ou prejudicar o funcionamento da Plataforma.\n\n' +
          'Você continua titular do conteúdo que publica (textos, fotos, logotipos, catálogos) e concede à Galera Eventos licença gratuita e não exclusiva para exibi-lo e adaptá-lo ao formato da Plataforma enquanto estiver publicado. A marca, o software e o layout da Plataforma pertencem à Galera Eventos e não podem ser copiados sem autorização.',
      },
      s12: {
        title: '12. Documentos e selo “Certificado”',
        body:
          'Para proteger a comunidade, a Galera Eventos pode, a qualquer momento, pedir documentos pessoais ou da empresa (como documento de identidade, comprovante de endereço ou comprovante de inscrição no CNPJ) ou exigir que o usuário se torne “Certificado” para continuar usando determinadas funções.\n\n' +
          'Na certificação, o usuário envia os documentos pedidos e nossa equipe os analisa. Aprovada a análise, o perfil passa a exibir o selo “Certificado”. O selo indica apenas que os documentos apresentados foram conferidos na data da análise; não é garantia da conduta do usuário nem da qualidade dos seus serviços e produtos.\n\n' +
          'Se os documentos não forem enviados no prazo indicado, ou se houver indício de fraude, podemos limitar funções ou suspender a conta. Os documentos são tratados conforme a Política de Privacidade e usados apenas para esse fim.',
      },
      s13: {
        title: '13. Suspensão e encerramento de conta',
        body:
          'A Galera Eventos pode suspender uma conta quando houver violação destes Termos ou da lei, indício de fraude, dados falsos, recusa em enviar documentos pedidos ou risco a outros usuários. A suspensão cancela todos os anúncios e ofertas ativos da conta e impede o acesso enquanto durar. Sempre que possível, informaremos o motivo, e você pode pedir a revisão da decisão pelos canais de atendimento.\n\n' +
          'Você pode encerrar sua conta a qualquer momento, pelo seu perfil. Ao encerrar, seus dados pessoais são anonimizados e os registros dos negócios realizados são mantidos pelo prazo que a lei exige, como explica a Política de Privacidade.\n\n' +
          'A suspensão ou o encerramento não extingue obrigações já assumidas com outros usuários ou com a Galera Eventos, nem repasses já devidos.',
      },
      s14: {
        title: '14. Responsabilidade, denúncias e cooperação',
        body:
          'A Galera Eventos responde pelo funcionamento da Plataforma e pelos serviços que ela mesma presta. Trabalhamos para mantê-la disponível e segura, mas podem ocorrer interrupções para manutenção ou por falhas de terceiros, como provedores de internet, de pagamento ou de e-mail.\n\n' +
          'Como não somos parte dos negócios entre usuários, cada usuário responde pelo que anuncia, contrata, entrega e paga. Ainda assim, não ficamos indiferentes a problemas:\n' +
          '• você pode denunciar perfis, anúncios, comentários e condutas pelos canais de atendimento; analisamos cada denúncia e podemos remover conteúdo, pedir documentos ou suspender contas;\n' +
          '• colaboramos com os usuários envolvidos em um conflito, fornecendo os registros do negócio que a lei permite;\n' +
          '• atendemos ordens judiciais e requisições de autoridades competentes, nos termos da lei.\n\n' +
          'As limitações desta seção valem na medida permitida pela lei e não afastam os direitos do consumidor.',
      },
      s15: {
        title: '15. Alterações destes Termos',
        body:
          'Podemos alterar estes Termos e a Política de Privacidade para acompanhar mudanças na Plataforma ou na lei. Cada versão tem data e fica disponível no site.\n\n' +
          'Uma nova versão entra em vigor 10 dias após a sua publicação, e avisaremos os usuários pela Plataforma e por e-mail. Nos 5 dias seguintes à publicação, você pode se opor à nova versão pela Plataforma ou pelos canais de atendimento. A oposição fica registrada e, se você não quiser continuar sob a nova versão, pode encerrar sua conta sem qualquer penalidade.\n\n' +
          'Alterações de taxas seguem o aviso mínimo de 15 dias previsto na seção “Taxas sobre trabalhos e repasses”, e trabalhos já aceitos mantêm a taxa do momento do aceite. Se você continuar usando a Plataforma depois da entrada em vigor, a nova versão passa a valer para você.',
      },
      s16: {
        title: '16. Lei aplicável, foro e contato',
        body:
          'Estes Termos são regidos pelas leis da República Federativa do Brasil, em especial o Código Civil, o Código de Defesa do Consumidor, o Marco Civil da Internet (Lei 12.965/2014) e a Lei Geral de Proteção de Dados Pessoais (Lei 13.709/2018).\n\n' +
          'Fica eleito o foro da comarca de Salvador-BA para resolver questões decorrentes destes Termos. Se você for consumidor, pode propor a ação no foro do seu domicílio.\n\n' +
          'Antes de recorrer à Justiça, convidamos você a falar conosco pelos canais de atendimento indicados no site; você também pode procurar os órgãos de defesa do consumidor. Questões sobre dados pessoais podem ser enviadas ao nosso encarregado, pelo e-mail {dpoEmail}.\n\n' +
          'Se alguma cláusula destes Termos for considerada inválida, as demais continuam valendo. Em caso de divergência entre esta versão em português e uma tradução, prevalece a versão em português.',
      },
    },
    privacy: {
      title: 'Política de Privacidade',
      intro:
        'Esta Política explica como a Galera Eventos trata os dados pessoais de quem usa a plataforma (clientes, empresas, promotores, fornecedores e visitantes), em conformidade com a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei 13.709/2018) e o Marco Civil da Internet (Lei 12.965/2014): o que coletamos, para quê, com quem compartilhamos e como você exerce seus direitos.',
      p1: {
        title: '1. Controlador e encarregado',
        body:
          'O controlador dos dados pessoais tratados na Plataforma é a Galera Eventos, pessoa jurídica de direito privado brasileira que opera o marketplace que conecta contratantes a promotores de eventos e a fornecedores de brindes promocionais. A razão social, o CNPJ e o endereço constam no rodapé do site.\n\n' +
          'Nosso encarregado pelo tratamento de dados pessoais (DPO), nos termos do art. 41 da LGPD, é {dpoName}, que atende pelo e-mail {dpoEmail}. Ele recebe pedidos e reclamações dos titulares, presta esclarecimentos, se comunica com a Autoridade Nacional de Proteção de Dados (ANPD) e orienta nossa equipe.\n\n' +
          'Quando um usuário recebe dados de outro para concluir um negócio, como o fornecedor que recebe o contato do cliente, ele passa a responder pelo uso que fizer desses dados e deve usá-los apenas para aquele negócio.',
      },
      p2: {
        title: '2. Dados de cadastro e de uso',
        body:
          'Coletamos os dados que você informa ao criar e usar sua conta, conforme o seu tipo de usuário:\n' +
          '• todos: nome, e-mail, telefone celular, senha (guardada apenas como hash), idioma preferido e registros de aceite dos Termos e desta Política;\n' +
          '• clientes e promotores: CPF; promotores também informam a data de nascimento, para confirmar a idade mínima de 18 anos;\n' +
          '• empresas e fornecedores: CNPJ, razão social, nome fantasia, dados do responsável pela conta, logotipo e apresentação da empresa;\n' +
          '• endereço (CEP, logradouro, número, bairro, cidade e estado), usado em buscas por região, eventos e entregas;\n' +
          '• dados dos negócios: solicitações de trabalho (dados, endereço e horário do evento, cachê), orçamentos, propostas, lances, avaliações e notificações;\n' +
          '• documentos enviados para a certificação, quando pedidos.\n\n' +
          'Os dados de pagamento, como os de cartão, são tratados pelo provedor de pagamento; a Galera Eventos não guarda números completos de cartão.',
      },
      p3: {
        title: '3. Perfil de promotor, fotos e avaliações',
        body:
          'Promotores montam um perfil profissional para serem encontrados por contratantes, com:\n' +
          '• foto de perfil e galeria de fotos;\n' +
          '• apresentação, cidade e agenda (dias e turnos disponíveis);\n' +
          '• gênero (com a opção “prefiro não informar”), cor dos olhos e do cabelo;\n' +
          '• idiomas, estilos de dança e instrumentos musicais.\n\n' +
          'Esses dados formam o perfil público do promotor: podem ser vistos por visitantes e usados como filtros de busca. O perfil público nunca mostra CPF, CNPJ, e-mail, telefone nem endereço completo. Removemos os metadados das fotos enviadas, como o local em que foram tiradas, antes de publicá-las.\n\n' +
          'As avaliações que você dá e recebe (positiva, neutra ou negativa, estrelas, títulos e comentários) são públicas e ficam associadas ao perfil avaliado ou ao produto avaliado.',
      },
      p4: {
        title: '4. Dados sensíveis: cor da pele e deficiência',
        body:
          'A cor da pele (nas categorias do IBGE) e a informação sobre deficiência são dados pessoais sensíveis (art. 5º, II, e art. 11 da LGPD). Por isso:\n' +
          '• são opcionais: você pode usar a Plataforma, inclusive como promotor, sem informá-los;\n' +
          '• só são coletados com o seu consentimento específico e destacado, dado em campo próprio, separado do aceite dos Termos;\n' +
          '• ficam ocultos do perfil público, a menos que você escolha exibi-los; se não os exibir, eles também não servem para que terceiros encontrem você nas buscas;\n' +
          '• você pode revogar o consentimento a qualquer momento, em dois cliques no seu perfil; com a revogação, esses dados são apagados.\n\n' +
          'Usamos esses dados apenas para a finalidade que você autorizou: compor seu perfil profissional. Não os usamos para publicidade nem para decisões automatizadas a seu respeito, e não coletamos outros dados sensíveis, como religião, opinião política ou biometria.',
      },
      p5: {
        title: '5. Registros de acesso e cookies',
        body:
          'Quando você usa a Plataforma, registramos automaticamente:\n' +
          '• registros de acesso a aplicações (endereço IP, data e hora), guardados por 6 meses em ambiente controlado e sigiloso, como exige o art. 15 do Marco Civil da Internet; só administradores autorizados têm acesso a eles, e só os fornecemos a terceiros por ordem judicial;\n' +
          '• registros técnicos e de segurança (identificador da requisição, usuário, erros), sem senhas, códigos nem CPF completo;\n' +
          '• o registro de cada aceite e consentimento: documento e versão, data, hora e IP.\n\n' +
          'Cookies: usamos apenas um cookie de sessão estritamente necessário, do tipo HttpOnly (não pode ser lido por scripts da página), que mantém você conectado, e guardamos a sua preferência de idioma. Não usamos cookies de publicidade, de rastreamento nem de análise de terceiros. Como esses recursos são indispensáveis ao funcionamento, não dependem de consentimento; se você bloquear o cookie de sessão, não conseguirá entrar na conta.',
      },
      p6: {
        title: '6. Finalidades e bases legais',
        body:
          'Tratamos dados pessoais somente para finalidades legítimas e informadas, com base nas hipóteses do art. 7º da LGPD:\n' +
          '• execução de contrato e procedimentos preliminares (art. 7º, V): criar e manter sua conta, exibir perfis e catálogos, processar solicitações, orçamentos, leilões, pagamentos, repasses e avaliações, e enviar as notificações do serviço;\n' +
          '• cumprimento de obrigação legal ou regulatória (art. 7º, II): guardar registros de acesso e registros fiscais e de negócios, e atender autoridades;\n' +
          '• exercício regular de direitos (art. 7º, VI): defender a Galera Eventos e os usuários em processos judiciais, administrativos ou arbitrais;\n' +
          '• legítimo interesse (art. 7º, IX): prevenir fraudes, proteger contas, analisar documentos de certificação, moderar conteúdo, sugerir valores de cachê a partir de estatísticas agregadas e melhorar a Plataforma, respeitando suas expectativas e seus direitos;\n' +
          '• consentimento (art. 7º, I): comunicações de marketing, se você optar por recebê-las.\n\n' +
          'Os dados sensíveis seguem o art. 11 da LGPD, como explica a seção “Dados sensíveis”. Não vendemos dados pessoais.',
      },
      p7: {
        title: '7. Com quem compartilhamos',
        body:
          'Compartilhamos dados pessoais apenas quando necessário, e só com quem precisa deles:\n' +
          '• com a outra parte de um negócio, somente quando ele é fechado: o fornecedor escolhido recebe os dados de contato do cliente quando o cliente fecha o orçamento, e contratante e promotor recebem o contato um do outro após o aceite do trabalho; antes disso, o promotor vê apenas os dados do evento necessários para decidir;\n' +
          '• com o provedor de pagamento, para processar cobranças, estornos e repasses;\n' +
          '• com o provedor de envio de e-mails, para mandar notificações, códigos e avisos;\n' +
          '• com os provedores de hospedagem e infraestrutura onde a Plataforma funciona;\n' +
          '• com o serviço de consulta de CEP, que recebe apenas o CEP digitado;\n' +
          '• com autoridades públicas e o Poder Judiciário, quando a lei ou uma ordem judicial exigir.\n\n' +
          'Esses prestadores atuam como operadores: tratam os dados segundo nossas instruções, sob contrato com cláusulas de proteção de dados, e não podem usá-los para outros fins. Você pode pedir a lista atualizada deles pelo e-mail {dpoEmail}.',
      },
      p8: {
        title: '8. Transferência internacional',
        body:
          'Alguns operadores, como provedores de hospedagem, de nuvem e de envio de e-mails, podem armazenar ou processar dados em servidores fora do Brasil. Nesses casos, a transferência internacional segue o art. 33 da LGPD e a regulamentação da ANPD: ela só ocorre para países com grau de proteção adequado ou mediante garantias como as cláusulas-padrão contratuais aprovadas pela ANPD, e exigimos dos operadores medidas de segurança compatíveis com as desta Política.\n\n' +
          'Você pode pedir informações sobre os países envolvidos e as garantias adotadas pelo e-mail {dpoEmail}.',
      },
      p9: {
        title: '9. Por quanto tempo guardamos',
        body:
          'Guardamos dados pessoais apenas pelo tempo necessário às finalidades desta Política ou exigido por lei:\n' +
          '• dados de conta e de perfil: enquanto a conta estiver ativa;\n' +
          '• registros de acesso a aplicações: 6 meses, conforme o art. 15 do Marco Civil da Internet, ou mais, se houver requisição de autoridade ou ordem judicial;\n' +
          '• registros de negócios, pagamentos, repasses e documentos fiscais: pelo prazo das leis fiscais, civis e de defesa do consumidor, em regra 5 anos após o fim da relação;\n' +
          '• registros de aceite e de consentimento: enquanto forem necessários para comprovar o cumprimento da LGPD;\n' +
          '• dados sensíveis: até você revogar o consentimento ou encerrar a conta;\n' +
          '• documentos de certificação: pelo tempo necessário à análise e à manutenção do selo.\n\n' +
          'Ao fim desses prazos, os dados são eliminados ou anonimizados. Ao encerrar a conta, seus dados pessoais são anonimizados, e os registros de negócios são mantidos apenas pelo prazo legal (art. 16 da LGPD).',
      },
      p10: {
        title: '10. Seus direitos',
        body:
          'A LGPD (art. 18) garante a você, como titular, os direitos de:\n' +
          '• confirmação da existência de tratamento;\n' +
          '• acesso aos dados;\n' +
          '• correção de dados incompletos, inexatos ou desatualizados;\n' +
          '• anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;\n' +
          '• portabilidade dos dados a outro fornecedor de serviço;\n' +
          '• eliminação dos dados tratados com base no consentimento, ressalvadas as hipóteses de guarda do art. 16;\n' +
          '• informação sobre as entidades públicas e privadas com as quais compartilhamos dados;\n' +
          '• informação sobre a possibilidade de não dar consentimento e suas consequências;\n' +
          '• revogação do consentimento, a qualquer momento.\n\n' +
          'Você também pode se opor a tratamento feito em desconformidade com a lei e pedir a revisão de decisões tomadas unicamente com base em tratamento automatizado (art. 20). Esses direitos podem ser exercidos também perante a ANPD e os órgãos de defesa do consumidor.',
      },
      p11: {
        title: '11. Como exercer seus direitos',
        body:
          'Boa parte dos seus direitos pode ser exercida diretamente no seu perfil, sem precisar pedir a ninguém:\n' +
          '• baixar, de uma vez, todos os seus dados em um arquivo JSON, o que atende ao acesso e à portabilidade;\n' +
          '• corrigir e atualizar seus dados;\n' +
          '• ver o que você aceitou, quando e de qual IP, e revogar consentimentos opcionais (dados sensíveis, marketing) em dois cliques;\n' +
          '• encerrar a conta: seus dados pessoais são anonimizados, e os registros de negócios que a lei exige são mantidos.\n\n' +
          'Para os demais pedidos, escreva para {dpoEmail}. Para proteger você, podemos pedir a confirmação da sua identidade antes de atender. Respondemos de imediato em formato simplificado ou, quando for pedida uma declaração completa, em até 15 dias, como prevê o art. 19 da LGPD. O atendimento é gratuito.',
      },
      p12: {
        title: '12. Segurança',
        body:
          'Adotamos medidas técnicas e administrativas para proteger os dados contra acessos não autorizados, perda, alteração e vazamento, entre elas:\n' +
          '• conexão criptografada (HTTPS) entre o seu dispositivo e a Plataforma;\n' +
          '• senhas guardadas apenas como hash forte (argon2id), nunca em texto;\n' +
          '• sessão em cookie HttpOnly, limite de tentativas de login e códigos de redefinição de senha de uso único e validade curta;\n' +
          '• controle de acesso por perfil e por dono de cada registro, com acesso da equipe limitado ao necessário;\n' +
          '• verificação e recodificação das imagens enviadas, com remoção de metadados;\n' +
          '• trilha de auditoria das ações dos administradores.\n\n' +
          'Nenhum sistema é imune a incidentes. Se ocorrer um incidente de segurança que possa causar risco ou dano relevante, comunicaremos a ANPD e os titulares afetados, conforme o art. 48 da LGPD. Faça a sua parte: use uma senha forte e exclusiva e não a compartilhe.',
      },
      p13: {
        title: '13. Menores de idade',
        body:
          'A Plataforma é destinada a pessoas com 18 anos ou mais e a pessoas civilmente capazes. Promotores precisam ter 18 anos completos, e não coletamos intencionalmente dados de crianças e adolescentes.\n\n' +
          'Se soubermos que uma conta foi criada em desacordo com essas regras, ela será suspensa e os dados serão eliminados, salvo o que a lei nos obrigar a guardar. Pais ou responsáveis que identificarem um cadastro assim podem nos avisar pelo e-mail {dpoEmail}.\n\n' +
          'Contratantes não devem incluir dados ou imagens de crianças em solicitações, fotos ou comentários sem autorização dos seus responsáveis.',
      },
      p14: {
        title: '14. Alterações desta Política',
        body:
          'Esta Política pode ser atualizada para refletir mudanças na Plataforma, nos nossos operadores ou na lei. A data da versão em vigor aparece no início do documento.\n\n' +
          'Uma nova versão entra em vigor 10 dias após a publicação, e avisaremos pela Plataforma e por e-mail. Nos 5 dias seguintes à publicação, você pode se opor; a oposição fica registrada e você pode encerrar sua conta sem penalidade, com seus dados pessoais anonimizados como descrito acima.\n\n' +
          'Se a mudança trouxer uma nova finalidade que dependa de consentimento, pediremos esse consentimento antes de aplicá-la. Dados sensíveis sempre dependem do seu consentimento específico.',
      },
      p15: {
        title: '15. Contato e reclamações',
        body:
          'Dúvidas, pedidos e reclamações sobre dados pessoais podem ser enviados ao nosso encarregado, pelo e-mail {dpoEmail}. Informe o e-mail da sua conta e descreva o pedido; nunca envie sua senha.\n\n' +
          'Se não ficar satisfeito com a resposta, você pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD), pelo site gov.br/anpd, e também procurar os órgãos de defesa do consumidor.\n\n' +
          'Esta Política deve ser lida em conjunto com os Termos de Uso. Em caso de divergência entre esta versão em português e uma tradução, prevalece a versão em português.',
      },
    },
    ui: {
      openTerms: 'Termos de Uso',
      openPrivacy: 'Política de Privacidade',
      tabTerms: 'Termos de Uso',
      tabPrivacy: 'Privacidade',
      back: 'Voltar',
      close: 'Fechar',
      lastUpdated: 'Última atualização: {date}',
    },
  },
}
