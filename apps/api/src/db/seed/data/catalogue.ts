import type { Customization } from '@galera/shared/catalogue/product.schemas.ts'
import type { Shape } from '../art.ts'
import { withCnpjDigits } from '../cnpj.ts'

/**
 * The demo catalogue's data (README "Demo accounts"; seeded by catalogue-demo.ts): the four
 * suppliers besides Brindes Salvador, product subcategories, materials, the product families
 * and what the home page features.
 */

export type SupplierKey = 'salvador' | 'bahia' | 'nordeste' | 'reconcavo' | 'litoral'

const COMMON_ABOUT =
  'Trabalhamos com pedidos a partir de 100 unidades, prova digital antes da produção e entrega para todo o Nordeste. Cada orçamento é respondido em até 48 horas úteis, com prazo de produção, frete e opções de personalização explicados sem letras miúdas. Nossa equipe acompanha o pedido do briefing à entrega e orienta a escolha do brinde certo para feiras, congressos, ações de endomarketing e lançamentos de produto.'

/** README "Demo accounts": the four catalogue suppliers (password Galera@2026). */
export const DEMO_CATALOGUE_SUPPLIERS = [
  {
    key: 'bahia',
    email: 'bahiapromo@galera.dev',
    name: 'Bahia Promo',
    companyName: 'Bahia Promo Brindes Ltda.',
    cnpj: withCnpjDigits('274815390001'),
    phone: '+557133330011',
    contact: 'Juliana Matos',
    color: '#0D47A1',
    since: '2009-08-17',
    address: {
      cep: '41830001',
      street: 'Avenida Paulo VI',
      number: '1450',
      complement: 'Loja 3',
      neighborhood: 'Pituba',
      city: 'Salvador',
      cityIbge: '2927408',
      uf: 'BA',
    },
    about: [
      'A Bahia Promo nasceu em Salvador em 2009 para atender agências de eventos que precisavam de brindes personalizados com prazo curto e acabamento caprichado. Hoje somos uma das maiores distribuidoras de artigos promocionais da Bahia, com catálogo de canetas, squeezes, mochilas, camisetas e acessórios de tecnologia.',
      'Temos gravação a laser, tampografia, silk e sublimação no nosso próprio parque gráfico na Pituba, o que garante controle de qualidade em cada etapa.',
      COMMON_ABOUT,
    ],
  },
  {
    key: 'nordeste',
    email: 'nordestebrindes@galera.dev',
    name: 'Nordeste Brindes',
    companyName: 'Nordeste Brindes Corporativos S.A.',
    cnpj: withCnpjDigits('318420770001'),
    phone: '+558133330012',
    contact: 'Marcos Cavalcanti',
    color: '#BF360C',
    since: '2004-02-02',
    address: {
      cep: '50030230',
      street: 'Avenida Marquês de Olinda',
      number: '200',
      complement: '5º andar',
      neighborhood: 'Recife',
      city: 'Recife',
      cityIbge: '2611606',
      uf: 'PE',
    },
    about: [
      'A Nordeste Brindes atende grandes empresas do Recife a Salvador desde 2004, com foco em kits corporativos para convenções de vendas, integração de colaboradores e relacionamento com clientes.',
      'Somos especialistas em brindes de tecnologia e em garrafas térmicas de inox, com estoque próprio e personalização em até dez dias úteis depois da aprovação da arte.',
      COMMON_ABOUT,
    ],
  },
  {
    key: 'reconcavo',
    email: 'reconcavo@galera.dev',
    name: 'Recôncavo Personalizados',
    companyName: 'Recôncavo Personalizados Eireli',
    cnpj: withCnpjDigits('405736120001'),
    phone: '+557533330013',
    contact: 'Ana Paula Reis',
    color: '#1B5E20',
    since: '2015-06-10',
    address: {
      cep: '44380000',
      street: 'Rua Rui Barbosa',
      number: '88',
      complement: null,
      neighborhood: 'Centro',
      city: 'Cruz das Almas',
      cityIbge: '2909802',
      uf: 'BA',
    },
    about: [
      'A Recôncavo Personalizados é uma empresa familiar de Cruz das Almas que une artesanato do Recôncavo Baiano e brindes corporativos. Trabalhamos com materiais sustentáveis como bambu, juta e algodão, e com canetas metálicas gravadas a laser.',
      'Atendemos prefeituras, cooperativas, universidades e empresas que querem presentear com identidade baiana e responsabilidade ambiental.',
      COMMON_ABOUT,
    ],
  },
  {
    key: 'litoral',
    email: 'litoralbrindes@galera.dev',
    name: 'Litoral Brindes',
    companyName: 'Litoral Brindes e Promoções Ltda.',
    cnpj: withCnpjDigits('529604380001'),
    phone: '+557133330014',
    contact: 'Felipe Andrade',
    color: '#006064',
    since: '2018-11-05',
    address: {
      cep: '42702420',
      street: 'Avenida Santos Dumont',
      number: '3200',
      complement: 'Galpão 7',
      neighborhood: 'Centro',
      city: 'Lauro de Freitas',
      cityIbge: '2919207',
      uf: 'BA',
    },
    about: [
      'A Litoral Brindes fica em Lauro de Freitas, pertinho do aeroporto de Salvador, e é especializada em brindes para eventos de praia, festivais de verão e ações promocionais ao ar livre.',
      'Nosso forte são sacolas ecológicas, camisetas dry fit, necessaires e squeezes coloridos, com produção rápida para campanhas de última hora.',
      COMMON_ABOUT,
    ],
  },
] as const

export const SUPPLIER_PREFIX: Record<SupplierKey, string> = {
  salvador: 'BS',
  bahia: 'BP',
  nordeste: 'NB',
  reconcavo: 'RP',
  litoral: 'LB',
}

/** Demo product subcategories, added when the database has none. */
export const DEMO_SUBCATEGORIES = [
  {
    parent: 'canetas',
    slug: 'canetas-metalicas',
    namePt: 'Canetas metálicas',
    nameEn: 'Metal pens',
  },
  {
    parent: 'canetas',
    slug: 'canetas-ecologicas',
    namePt: 'Canetas ecológicas',
    nameEn: 'Eco pens',
  },
  {
    parent: 'garrafas-e-squeezes',
    slug: 'squeezes',
    namePt: 'Squeezes',
    nameEn: 'Squeeze bottles',
  },
  {
    parent: 'garrafas-e-squeezes',
    slug: 'garrafas-termicas',
    namePt: 'Garrafas térmicas',
    nameEn: 'Thermal bottles',
  },
  { parent: 'bolsas-e-mochilas', slug: 'mochilas', namePt: 'Mochilas', nameEn: 'Backpacks' },
  {
    parent: 'bolsas-e-mochilas',
    slug: 'sacolas-ecologicas',
    namePt: 'Sacolas ecológicas',
    nameEn: 'Eco bags',
  },
  { parent: 'camisetas', slug: 'camisetas-algodao', namePt: 'Algodão', nameEn: 'Cotton' },
  { parent: 'camisetas', slug: 'camisetas-dry-fit', namePt: 'Dry fit', nameEn: 'Dry fit' },
  { parent: 'tecnologia', slug: 'pen-drives', namePt: 'Pen drives', nameEn: 'USB drives' },
  { parent: 'tecnologia', slug: 'audio', namePt: 'Áudio', nameEn: 'Audio' },
  { parent: 'tecnologia', slug: 'carregadores', namePt: 'Carregadores', nameEn: 'Chargers' },
] as const

/** Demo materials, added when missing (matched by Portuguese name). */
export const DEMO_MATERIALS = [
  { namePt: 'Metal', nameEn: 'Metal' },
  { namePt: 'Alumínio', nameEn: 'Aluminium' },
  { namePt: 'Aço inox', nameEn: 'Stainless steel' },
  { namePt: 'Plástico', nameEn: 'Plastic' },
  { namePt: 'Bambu', nameEn: 'Bamboo' },
  { namePt: 'Algodão', nameEn: 'Cotton' },
  { namePt: 'Poliéster', nameEn: 'Polyester' },
  { namePt: 'Juta', nameEn: 'Jute' },
  { namePt: 'Nylon', nameEn: 'Nylon' },
] as const

export type ColourName =
  'Branco' | 'Preto' | 'Vermelho' | 'Azul' | 'Verde' | 'Amarelo' | 'Rosa' | 'Prata'

export interface Family {
  n: number
  name: string
  importerCode: string | null
  category: string
  subcategory: string
  shape: Shape
  description: string
  finishing: string | null
  colours: ColourName[]
  materials: string[]
  customizations: Customization[]
  details: { label: string; value: string; showAsTag?: boolean }[]
  offeredBy: SupplierKey[]
  /** One picture per colour for these suppliers (the others get one picture). */
  perColour?: SupplierKey[]
}

const MIN_ORDER = { label: 'Pedido mínimo', value: '100 unidades' }

export const FAMILIES: Family[] = [
  {
    n: 1020,
    name: 'Caneta metálica Touch',
    importerCode: 'XBZ-1020',
    category: 'canetas',
    subcategory: 'canetas-metalicas',
    shape: 'pen',
    description:
      'Caneta esferográfica metálica com ponteira touch para telas, clipe de metal e acabamento fosco. Carga azul de 1,0 mm.',
    finishing: 'Gravação a laser ou tampografia em uma cor',
    colours: ['Azul', 'Preto', 'Prata', 'Vermelho'],
    materials: ['Metal', 'Alumínio'],
    customizations: ['text', 'logo'],
    details: [
      { label: 'Ponta', value: '1,0 mm', showAsTag: true },
      { label: 'Ponteira', value: 'Touch', showAsTag: true },
      { label: 'Tinta', value: 'Azul' },
      MIN_ORDER,
    ],
    offeredBy: ['salvador', 'bahia', 'nordeste', 'reconcavo'],
    perColour: ['salvador'],
  },
  {
    n: 1105,
    name: 'Caneta plástica Eco Click',
    importerCode: 'SPT-1105',
    category: 'canetas',
    subcategory: 'canetas-ecologicas',
    shape: 'pen',
    description:
      'Caneta esferográfica de plástico reciclado com acionamento por clique e corpo colorido. Ótima para feiras e grandes tiragens.',
    finishing: 'Tampografia até duas cores',
    colours: ['Azul', 'Verde', 'Vermelho', 'Amarelo', 'Preto'],
    materials: ['Plástico'],
    customizations: ['text', 'logo'],
    details: [{ label: 'Material', value: 'Plástico reciclado', showAsTag: true }, MIN_ORDER],
    offeredBy: ['litoral', 'nordeste'],
    perColour: ['litoral'],
  },
  {
    n: 1300,
    name: 'Caneta de bambu ecológica',
    importerCode: null,
    category: 'canetas',
    subcategory: 'canetas-ecologicas',
    shape: 'pen',
    description:
      'Caneta com corpo de bambu natural e detalhes em metal prata. Cada peça tem veios únicos da madeira.',
    finishing: 'Gravação a laser',
    colours: ['Prata'],
    materials: ['Bambu', 'Metal'],
    customizations: ['text', 'logo'],
    details: [{ label: 'Sustentável', value: 'Bambu certificado', showAsTag: true }, MIN_ORDER],
    offeredBy: ['reconcavo'],
  },
  {
    n: 2040,
    name: 'Squeeze Fitness 500 ml',
    importerCode: 'XBZ-2040',
    category: 'garrafas-e-squeezes',
    subcategory: 'squeezes',
    shape: 'bottle',
    description:
      'Squeeze de plástico livre de BPA com tampa rosqueável e bico retrátil. Capacidade de 500 ml, ideal para corridas e academias.',
    finishing: 'Silk em uma cor ou adesivo resinado',
    colours: ['Azul', 'Vermelho', 'Preto', 'Branco'],
    materials: ['Plástico'],
    customizations: ['text', 'logo', 'image'],
    details: [
      { label: 'Capacidade', value: '500 ml', showAsTag: true },
      { label: 'Livre de BPA', value: 'Sim', showAsTag: true },
      MIN_ORDER,
    ],
    offeredBy: ['salvador', 'bahia', 'litoral'],
    perColour: ['salvador'],
  },
  {
    n: 2210,
    name: 'Garrafa térmica Inox 750 ml',
    importerCode: 'XBZ-2210',
    category: 'garrafas-e-squeezes',
    subcategory: 'garrafas-termicas',
    shape: 'bottle',
    description:
      'Garrafa térmica de parede dupla em aço inox que mantém a bebida gelada por 24 horas ou quente por 12 horas.',
    finishing: 'Gravação a laser 360°',
    colours: ['Prata', 'Preto', 'Azul'],
    materials: ['Aço inox'],
    customizations: ['text', 'logo'],
    details: [
      { label: 'Capacidade', value: '750 ml', showAsTag: true },
      { label: 'Térmica', value: '24 h gelado', showAsTag: true },
      MIN_ORDER,
    ],
    offeredBy: ['nordeste', 'reconcavo'],
  },
  {
    n: 2300,
    name: 'Squeeze de alumínio 600 ml',
    importerCode: null,
    category: 'garrafas-e-squeezes',
    subcategory: 'squeezes',
    shape: 'bottle',
    description:
      'Squeeze de alumínio leve com mosquetão e tampa de rosca. Acabamento brilhante em várias cores.',
    finishing: 'Gravação a laser',
    colours: ['Vermelho', 'Azul', 'Prata', 'Rosa'],
    materials: ['Alumínio'],
    customizations: ['text', 'logo'],
    details: [{ label: 'Capacidade', value: '600 ml', showAsTag: true }, MIN_ORDER],
    offeredBy: ['bahia'],
  },
  {
    n: 2400,
    name: 'Copo térmico Café 350 ml',
    importerCode: 'XBZ-2400',
    category: 'garrafas-e-squeezes',
    subcategory: 'garrafas-termicas',
    shape: 'cup',
    description:
      'Copo térmico para café com tampa deslizante e parede dupla de inox. Perfeito para kits de boas-vindas.',
    finishing: 'Gravação a laser',
    colours: ['Preto', 'Branco', 'Verde'],
    materials: ['Aço inox', 'Plástico'],
    customizations: ['text', 'logo'],
    details: [{ label: 'Capacidade', value: '350 ml', showAsTag: true }, MIN_ORDER],
    offeredBy: ['salvador'],
  },
  {
    n: 3010,
    name: 'Mochila executiva para notebook',
    importerCode: 'XBZ-3010',
    category: 'bolsas-e-mochilas',
    subcategory: 'mochilas',
    shape: 'bag',
    description:
      'Mochila executiva com compartimento acolchoado para notebook de até 15,6", saída USB e bolsos organizadores.',
    finishing: 'Bordado ou silk',
    colours: ['Preto', 'Azul'],
    materials: ['Poliéster', 'Nylon'],
    customizations: ['text', 'logo'],
    details: [
      { label: 'Notebook', value: 'Até 15,6"', showAsTag: true },
      { label: 'Saída USB', value: 'Sim', showAsTag: true },
      MIN_ORDER,
    ],
    offeredBy: ['bahia', 'nordeste'],
  },
  {
    n: 3200,
    name: 'Sacola ecológica de juta',
    importerCode: 'XBZ-3200',
    category: 'bolsas-e-mochilas',
    subcategory: 'sacolas-ecologicas',
    shape: 'bag',
    description:
      'Sacola de juta natural com alças reforçadas de algodão. Resistente e reutilizável, para feiras e supermercados.',
    finishing: 'Silk em até três cores',
    colours: ['Branco', 'Verde'],
    materials: ['Juta', 'Algodão'],
    customizations: ['text', 'logo', 'image'],
    details: [{ label: 'Tamanho', value: '40 × 35 cm', showAsTag: true }, MIN_ORDER],
    offeredBy: ['reconcavo', 'litoral'],
  },
  {
    n: 3300,
    name: 'Sacochila de nylon',
    importerCode: null,
    category: 'bolsas-e-mochilas',
    subcategory: 'mochilas',
    shape: 'bag',
    description:
      'Sacochila leve de nylon com cordão duplo, ideal para corridas e eventos ao ar livre.',
    finishing: 'Silk em uma cor',
    colours: ['Vermelho', 'Azul', 'Amarelo', 'Preto'],
    materials: ['Nylon'],
    customizations: ['text', 'logo'],
    details: [{ label: 'Tamanho', value: '45 × 35 cm', showAsTag: true }, MIN_ORDER],
    offeredBy: ['salvador'],
  },
  {
    n: 3400,
    name: 'Necessaire de praia',
    importerCode: null,
    category: 'bolsas-e-mochilas',
    subcategory: 'sacolas-ecologicas',
    shape: 'bag',
    description:
      'Necessaire impermeável com zíper, perfeita para kits de praia e eventos de verão.',
    finishing: 'Sublimação total',
    colours: ['Rosa', 'Azul', 'Amarelo'],
    materials: ['Poliéster'],
    customizations: ['text', 'logo', 'image'],
    details: [{ label: 'Impermeável', value: 'Sim', showAsTag: true }, MIN_ORDER],
    offeredBy: ['litoral'],
  },
  {
    n: 4010,
    name: 'Camiseta algodão 30.1',
    importerCode: 'XBZ-4010',
    category: 'camisetas',
    subcategory: 'camisetas-algodao',
    shape: 'shirt',
    description:
      'Camiseta de algodão penteado fio 30.1, gola careca reforçada. Tamanhos do P ao XGG.',
    finishing: 'Silk, DTF ou bordado',
    colours: ['Branco', 'Preto', 'Azul', 'Vermelho'],
    materials: ['Algodão'],
    customizations: ['text', 'logo', 'image'],
    details: [
      { label: 'Tamanhos', value: 'P ao XGG', showAsTag: true },
      { label: 'Fio', value: '30.1 penteado' },
      MIN_ORDER,
    ],
    offeredBy: ['salvador', 'nordeste'],
  },
  {
    n: 4020,
    name: 'Camiseta Dry Fit esportiva',
    importerCode: 'XBZ-4020',
    category: 'camisetas',
    subcategory: 'camisetas-dry-fit',
    shape: 'shirt',
    description:
      'Camiseta de poliéster dry fit com proteção UV, leve e de secagem rápida. Ideal para corridas e eventos esportivos.',
    finishing: 'Sublimação',
    colours: ['Amarelo', 'Azul', 'Verde', 'Branco'],
    materials: ['Poliéster'],
    customizations: ['text', 'logo', 'image'],
    details: [
      { label: 'Proteção UV', value: 'FPU 50', showAsTag: true },
      { label: 'Tamanhos', value: 'PP ao XG' },
      MIN_ORDER,
    ],
    offeredBy: ['bahia', 'litoral'],
  },
  {
    n: 4100,
    name: 'Camisa polo piquet',
    importerCode: null,
    category: 'camisetas',
    subcategory: 'camisetas-algodao',
    shape: 'shirt',
    description: 'Camisa polo de malha piquet com bordado no peito. Uniforme de eventos e equipes.',
    finishing: 'Bordado',
    colours: ['Branco', 'Azul', 'Preto'],
    materials: ['Algodão', 'Poliéster'],
    customizations: ['text', 'logo'],
    details: [{ label: 'Malha', value: 'Piquet', showAsTag: true }, MIN_ORDER],
    offeredBy: ['reconcavo'],
  },
  {
    n: 5001,
    name: 'Pen drive cartão 16 GB',
    importerCode: 'XBZ-5001',
    category: 'tecnologia',
    subcategory: 'pen-drives',
    shape: 'gadget',
    description:
      'Pen drive no formato de cartão de crédito, 16 GB, impressão colorida dos dois lados. Cabe na carteira.',
    finishing: 'Impressão digital frente e verso',
    colours: ['Branco', 'Preto'],
    materials: ['Plástico'],
    customizations: ['text', 'logo', 'image', 'attachment'],
    details: [
      { label: 'Capacidade', value: '16 GB', showAsTag: true },
      { label: 'Conexão', value: 'USB 2.0' },
      MIN_ORDER,
    ],
    offeredBy: ['salvador', 'bahia'],
  },
  {
    n: 5020,
    name: 'Carregador portátil 5000 mAh',
    importerCode: 'XBZ-5020',
    category: 'tecnologia',
    subcategory: 'carregadores',
    shape: 'gadget',
    description:
      'Power bank de 5000 mAh com duas saídas USB e indicador de carga. Compacto e leve para o dia a dia.',
    finishing: 'Tampografia ou gravação a laser',
    colours: ['Preto', 'Branco', 'Azul'],
    materials: ['Plástico', 'Alumínio'],
    customizations: ['text', 'logo'],
    details: [
      { label: 'Bateria', value: '5000 mAh', showAsTag: true },
      { label: 'Saídas', value: '2 USB' },
      MIN_ORDER,
    ],
    offeredBy: ['nordeste', 'reconcavo', 'litoral'],
  },
  {
    n: 5100,
    name: 'Caixa de som Bluetooth mini',
    importerCode: null,
    category: 'tecnologia',
    subcategory: 'audio',
    shape: 'gadget',
    description: 'Caixa de som Bluetooth 5.0 com 3 W de potência e bateria para 4 horas de música.',
    finishing: 'Tampografia',
    colours: ['Preto', 'Vermelho', 'Azul'],
    materials: ['Plástico'],
    customizations: ['logo'],
    details: [{ label: 'Bluetooth', value: '5.0', showAsTag: true }, MIN_ORDER],
    offeredBy: ['salvador'],
  },
  {
    n: 5200,
    name: 'Fone de ouvido Bluetooth',
    importerCode: null,
    category: 'tecnologia',
    subcategory: 'audio',
    shape: 'gadget',
    description: 'Fone de ouvido sem fio com estojo carregador e microfone embutido.',
    finishing: 'Tampografia no estojo',
    colours: ['Branco', 'Preto'],
    materials: ['Plástico'],
    customizations: ['logo'],
    details: [{ label: 'Autonomia', value: '4 h', showAsTag: true }, MIN_ORDER],
    offeredBy: ['bahia'],
  },
]

/** Settings → Home (ADR 0023): what the demo home page features, as an admin would set it. */
export const DEMO_HOME_CATEGORIES = [
  'canetas',
  'garrafas-e-squeezes',
  'bolsas-e-mochilas',
  'tecnologia',
]
export const DEMO_HOME_PRODUCTS = [
  'Caneta metálica Touch',
  'Garrafa térmica Inox 750 ml',
  'Mochila executiva para notebook',
  'Copo térmico Café 350 ml',
]
