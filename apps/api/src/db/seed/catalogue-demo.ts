import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import sharp from 'sharp'
import ptLegal from '@galera/shared/i18n/pt-BR/legal.ts'
import type { Customization } from '@galera/shared/catalogue/product.schemas.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { fileStoreFor, type FileStore } from '../../platform/files/file-store.ts'
import { sanitizeRichText } from '../../modules/suppliers/sanitize-html.ts'
import {
  addresses,
  categories,
  colors,
  consents,
  images,
  materials,
  productColors,
  productDetails,
  productImages,
  productMaterials,
  productSubcategories,
  products,
  supplierPages,
  suppliers,
  users,
  homeFeatures,
} from '../schema/index.ts'
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories/accounts.ts'

/**
 * Demo catalogue (README "Demo accounts"): four suppliers besides Brindes Salvador, each
 * with an address and a company page, and about thirty active products across the demo product
 * categories with real pictures (WebP files in the upload store, served by /files).
 *
 * The budget journeys rely on two families: "Caneta metálica Touch" (importer code XBZ-1020,
 * canetas) offered by Brindes Salvador, Bahia Promo, Nordeste Brindes and Recôncavo
 * Personalizados, and "Squeeze Fitness 500 ml" (XBZ-2040, garrafas) by three suppliers. Litoral
 * Brindes sells a pen with another importer code: the reassignment candidate in canetas.
 */

type SupplierKey = 'salvador' | 'bahia' | 'nordeste' | 'reconcavo' | 'litoral'

/** A CNPJ with its two check digits computed from the first twelve. */
export function withCnpjDigits(base12: string): string {
  const digit = (s: string) => {
    const weights =
      s.length === 12
        ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
        : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    const sum = [...s].reduce((acc, c, i) => acc + Number(c) * weights[i]!, 0)
    const r = sum % 11
    return r < 2 ? '0' : String(11 - r)
  }
  const d1 = digit(base12)
  return `${base12}${d1}${digit(base12 + d1)}`
}

export function aboutHtml(paragraphs: string[]): string {
  return paragraphs.map((p) => `<p>${p}</p>`).join('')
}

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

const SUPPLIER_PREFIX: Record<SupplierKey, string> = {
  salvador: 'BS',
  bahia: 'BP',
  nordeste: 'NB',
  reconcavo: 'RP',
  litoral: 'LB',
}

/** Demo product subcategories, added when the database has none. */
const DEMO_SUBCATEGORIES = [
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
const DEMO_MATERIALS = [
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

type Shape = 'pen' | 'bottle' | 'bag' | 'shirt' | 'gadget' | 'cup'
type ColourName = 'Branco' | 'Preto' | 'Vermelho' | 'Azul' | 'Verde' | 'Amarelo' | 'Rosa' | 'Prata'

interface Family {
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

const FAMILIES: Family[] = [
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

/** How many demo products the catalogue seeds (all active). */
export const DEMO_CATALOGUE_PRODUCTS = FAMILIES.reduce((n, f) => n + f.offeredBy.length, 0)

// ---- pictures ---------------------------------------------------------------------------------

const escapeXml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

function shapeSvg(shape: Shape, fill: string): string {
  const stroke = '#00000033'
  switch (shape) {
    case 'pen':
      return `<g transform="rotate(35 300 270)"><rect x="270" y="70" width="60" height="380" rx="26" fill="${fill}" stroke="${stroke}" stroke-width="3"/>
<rect x="318" y="90" width="14" height="150" rx="6" fill="#9e9e9e"/><polygon points="270,448 330,448 300,510" fill="#cfcfcf"/>
<circle cx="300" cy="80" r="18" fill="#424242"/></g>`
    case 'bottle':
      return `<rect x="255" y="60" width="90" height="50" rx="12" fill="#424242"/><rect x="270" y="105" width="60" height="30" fill="${fill}" stroke="${stroke}" stroke-width="3"/>
<rect x="210" y="130" width="180" height="340" rx="50" fill="${fill}" stroke="${stroke}" stroke-width="3"/><rect x="230" y="230" width="140" height="90" rx="10" fill="#ffffff" fill-opacity="0.55"/>`
    case 'cup':
      return `<rect x="205" y="100" width="190" height="40" rx="14" fill="#424242"/><path d="M215 140 L385 140 L365 470 Q300 490 235 470 Z" fill="${fill}" stroke="${stroke}" stroke-width="3"/>
<rect x="240" y="250" width="120" height="70" rx="10" fill="#ffffff" fill-opacity="0.55"/>`
    case 'bag':
      return `<path d="M230 190 Q230 90 300 90 Q370 90 370 190" fill="none" stroke="#5d4037" stroke-width="18"/>
<rect x="150" y="180" width="300" height="290" rx="36" fill="${fill}" stroke="${stroke}" stroke-width="3"/><rect x="205" y="300" width="190" height="110" rx="16" fill="#ffffff" fill-opacity="0.45"/>`
    case 'shirt':
      return `<path d="M210 90 L255 80 Q300 125 345 80 L390 90 L490 160 L445 240 L400 210 L400 480 L200 480 L200 210 L155 240 L110 160 Z" fill="${fill}" stroke="${stroke}" stroke-width="4"/>
<circle cx="300" cy="260" r="45" fill="#ffffff" fill-opacity="0.45"/>`
    case 'gadget':
      return `<rect x="180" y="110" width="240" height="360" rx="34" fill="${fill}" stroke="${stroke}" stroke-width="3"/>
<circle cx="300" cy="250" r="70" fill="#ffffff" fill-opacity="0.45"/><rect x="250" y="390" width="100" height="22" rx="11" fill="#ffffff" fill-opacity="0.6"/>`
  }
}

/** A simple product-like picture (shape in the colour, the product's name) as 600×600 SVG. */
export function productSvg(name: string, shape: Shape, hex: string): Buffer {
  const fill = hex.toUpperCase() === '#FFFFFF' ? '#F5F5F5' : hex
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
<rect width="600" height="600" fill="#F4F1EA"/>${shapeSvg(shape, fill)}
<text x="300" y="560" font-family="sans-serif" font-size="${name.length > 26 ? 27 : 32}" font-weight="600" text-anchor="middle" fill="#37474F">${escapeXml(name)}</text>
</svg>`)
}

export function logoSvg(name: string, color: string): Buffer {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
<rect width="400" height="400" rx="60" fill="${color}"/>
<text x="200" y="230" font-family="sans-serif" font-size="150" font-weight="700" text-anchor="middle" fill="#FFFFFF">${escapeXml(initials)}</text>
<text x="200" y="330" font-family="sans-serif" font-size="36" text-anchor="middle" fill="#FFFFFF">${escapeXml(name)}</text>
</svg>`)
}

export type Variants = {
  thumb: Buffer
  medium: Buffer
  large: Buffer
  width: number
  height: number
}

/** WebP variants like an upload's (thumb ≤ 200 px; the picture is smaller than medium/large). */
export async function render(svg: Buffer): Promise<Variants> {
  const raw = await sharp(svg).raw().toBuffer({ resolveWithObject: true })
  const src = () => sharp(raw.data, { raw: raw.info })
  const full = await src().webp({ quality: 82, effort: 0 }).toBuffer()
  const thumb = await src()
    .resize({ width: 200, height: 200, fit: 'inside' })
    .webp({ quality: 75, effort: 0 })
    .toBuffer()
  return { thumb, medium: full, large: full, width: raw.info.width, height: raw.info.height }
}

type ImageRow = typeof images.$inferInsert

/**
 * Writes the variants under server-made keys (`images/<uuid>/<size>.webp`, as the upload route
 * does) and returns the images row to insert.
 */
export async function storeImage(
  store: FileStore,
  ownerId: string,
  purpose: 'product' | 'banner' | 'avatar',
  colorId: string | null,
  v: Variants,
): Promise<ImageRow> {
  const id = randomUUID()
  const variants: Record<string, string> = {}
  await Promise.all(
    (['thumb', 'medium', 'large'] as const).map(async (size) => {
      const key = `images/${id}/${size}.webp`
      await store.put(key, v[size], 'image/webp')
      variants[size] = key
    }),
  )
  return {
    id,
    ownerId,
    purpose,
    colorId,
    width: v.width,
    height: v.height,
    bytes: v.large.length,
    variants,
  }
}

/** The upload store of this process (DATA_DIR, as the API reads it; `.data` by default). */
export function defaultDemoStore(): FileStore {
  return fileStoreFor({ DATA_DIR: process.env.DATA_DIR || '.data' })
}

/**
 * The upload store beside the database being seeded: openDatabase (and the end-to-end server)
 * keep PGlite in `${DATA_DIR}/pglite`, and the API serves `${DATA_DIR}/uploads`, so the pictures
 * land where that app serves them even when DATA_DIR is not in the environment. Any other
 * database (PostgreSQL, in-memory PGlite) uses defaultDemoStore().
 */
export function demoStoreFor(db: unknown): FileStore {
  const dir = (db as { $client?: { dataDir?: unknown } } | null)?.$client?.dataDir
  if (typeof dir === 'string' && path.basename(dir) === 'pglite')
    return fileStoreFor({ DATA_DIR: path.dirname(dir) })
  return defaultDemoStore()
}

// ---- the seed ---------------------------------------------------------------------------------

/**
 * Called by seedDemo inside its transaction, after the demo categories, colours and Brindes
 * Salvador exist. `categoryIds` maps the demo slugs to ids.
 */
export async function seedDemoCatalogue(
  tx: DbOrTx,
  categoryIds: Record<string, string>,
  store: FileStore = defaultDemoStore(),
): Promise<void> {
  const supplierIds = {} as Record<SupplierKey, string>
  const [salvador] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(suppliers, eq(suppliers.userId, users.id))
    .where(eq(users.email, 'fornecedor@galera.dev'))
  if (!salvador) throw new Error('seedDemoCatalogue needs the demo supplier fornecedor@galera.dev')
  supplierIds.salvador = salvador.id

  // Suppliers with address and company page.
  const grantedAt = new Date()
  for (const s of DEMO_CATALOGUE_SUPPLIERS) {
    const { user } = await createUser(tx, {
      role: 'supplier',
      email: s.email,
      name: s.name,
      cnpj: s.cnpj,
      phone: s.phone,
      password: DEFAULT_PASSWORD,
    })
    supplierIds[s.key] = user.id
    const domain = s.email.split('@')[0]
    await tx.insert(suppliers).values({
      userId: user.id,
      companyName: s.companyName,
      establishmentTitle: s.name,
      legalNature: 'Sociedade Empresária Limitada',
      openingDate: s.since,
      mainActivity: 'Comércio atacadista de artigos promocionais',
      secondaryActivities: ['Serviços de personalização e gravação'],
      commercialEmail: `vendas@${domain}.test`,
      commercialPhone: s.phone,
      contactName: s.contact,
      contactPhone: s.phone,
      site: `https://${domain}.test`,
    })
    await tx.insert(addresses).values({ userId: user.id, ...s.address })
    const about = sanitizeRichText(aboutHtml([...s.about]))
    const logo = await storeImage(
      store,
      user.id,
      'banner',
      null,
      await render(logoSvg(s.name, s.color)),
    )
    await tx.insert(images).values(logo)
    const logoImageId = logo.id!
    await tx.insert(supplierPages).values({
      supplierId: user.id,
      aboutHtml: about.html,
      aboutText: about.text,
      site: `https://${domain}.test`,
      logoImageId,
      headerColor: s.color,
      contactPhone: s.phone,
      commercialEmail: `vendas@${domain}.test`,
    })
    await tx.insert(consents).values(
      (['terms', 'privacy'] as const).map((kind) => ({
        userId: user.id,
        kind,
        version: ptLegal.legal.version,
        grantedAt,
        ip: '127.0.0.1',
      })),
    )
  }

  // Subcategories (when the demo has none) and materials (the missing ones).
  const existingSubs = await tx
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(and(eq(categories.kind, 'product'), isNotNull(categories.parentId)))
  const subIds: Record<string, string> = Object.fromEntries(existingSubs.map((c) => [c.slug, c.id]))
  if (existingSubs.length === 0) {
    const rows = await tx
      .insert(categories)
      .values(
        DEMO_SUBCATEGORIES.map((c, i) => ({
          slug: c.slug,
          namePt: c.namePt,
          nameEn: c.nameEn,
          kind: 'product',
          parentId: categoryIds[c.parent]!,
          sortOrder: i,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug })
    for (const r of rows) subIds[r.slug] = r.id
  }
  await tx
    .insert(materials)
    .values([...DEMO_MATERIALS])
    .onConflictDoNothing()
  const materialRows = await tx
    .select({ id: materials.id, namePt: materials.namePt })
    .from(materials)
    .where(
      inArray(
        materials.namePt,
        DEMO_MATERIALS.map((m) => m.namePt),
      ),
    )
  const materialIds = Object.fromEntries(materialRows.map((m) => [m.namePt, m.id]))
  const colourRows = await tx
    .select({ id: colors.id, namePt: colors.namePt, hex: colors.hex })
    .from(colors)
  const colourByName = Object.fromEntries(colourRows.map((c) => [c.namePt, c]))

  // Products, each with its pictures (one per colour for some): rows built in memory, the
  // distinct pictures rendered once and concurrently, then one insert per table.
  const designs = new Map<string, Promise<Variants>>()
  const picture = (f: Family, colour: ColourName) => {
    const key = `${f.n}:${colour}`
    if (!designs.has(key))
      designs.set(key, render(productSvg(f.name, f.shape, colourByName[colour]?.hex ?? '#9E9E9E')))
    return designs.get(key)!
  }
  const now = Date.now()
  let order = 0
  const productRows: (typeof products.$inferInsert)[] = []
  const subRows: (typeof productSubcategories.$inferInsert)[] = []
  const colourRows2: (typeof productColors.$inferInsert)[] = []
  const materialRows2: (typeof productMaterials.$inferInsert)[] = []
  const detailRows: (typeof productDetails.$inferInsert)[] = []
  const pictures: Promise<{ image: ImageRow; link: typeof productImages.$inferInsert }>[] = []
  for (const f of FAMILIES) {
    const colourIds = f.colours.map((c) => colourByName[c]?.id).filter((id): id is string => !!id)
    const mats = f.materials.map((m) => materialIds[m]).filter((id): id is string => !!id)
    for (const key of f.offeredBy) {
      const supplierId = supplierIds[key]
      const productId = randomUUID()
      // Spread creation times so "newest" has a stable order.
      const createdAt = new Date(now - (order++ + 1) * 3_600_000)
      productRows.push({
        id: productId,
        supplierId,
        code: `${SUPPLIER_PREFIX[key]}-${f.n}`,
        importerCode: f.importerCode,
        name: f.name,
        categoryId: categoryIds[f.category]!,
        description: f.description,
        finishing: f.finishing,
        customizations: [...f.customizations],
        allowRatings: true,
        status: 'active',
        createdAt,
        updatedAt: createdAt,
      })
      const subId = subIds[f.subcategory]
      if (subId) subRows.push({ productId, categoryId: subId })
      for (const colorId of colourIds) colourRows2.push({ productId, colorId })
      for (const materialId of mats) materialRows2.push({ productId, materialId })
      f.details.forEach((d, position) =>
        detailRows.push({
          productId,
          label: d.label,
          value: d.value,
          showAsTag: d.showAsTag ?? false,
          position,
        }),
      )
      const pictureColours = f.perColour?.includes(key) ? f.colours : f.colours.slice(0, 1)
      pictureColours.forEach((colour, position) => {
        const colorId = colourByName[colour]?.id ?? null
        pictures.push(
          picture(f, colour).then(async (v) => {
            const image = await storeImage(store, supplierId, 'product', colorId, v)
            return { image, link: { productId, imageId: image.id!, colorId, position } }
          }),
        )
      })
    }
  }
  const stored = await Promise.all(pictures)
  await tx.insert(products).values(productRows)
  await tx.insert(productSubcategories).values(subRows)
  await tx.insert(productColors).values(colourRows2)
  await tx.insert(productMaterials).values(materialRows2)
  await tx.insert(productDetails).values(detailRows)
  await tx.insert(images).values(stored.map((s) => s.image))
  await tx.insert(productImages).values(stored.map((s) => s.link))
}

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

export async function seedDemoHomeFeatures(tx: DbOrTx, categoryIds: Record<string, string>) {
  const rows: (typeof homeFeatures.$inferInsert)[] = DEMO_HOME_CATEGORIES.map((slug, i) => ({
    kind: 'product_category',
    position: i + 1,
    categoryId: categoryIds[slug],
  }))
  for (const [i, name] of DEMO_HOME_PRODUCTS.entries()) {
    const [p] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.name, name), eq(products.status, 'active')))
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(1)
    if (p) rows.push({ kind: 'product', position: i + 1, productId: p.id })
  }
  await tx.insert(homeFeatures).values(rows)
}
