import { describe, expect, it } from 'vitest'
import { CONTACT_MASK as M, maskContacts, type ContactKind } from './contact-masking.ts'

/** [what a person typed, what the reader sees, the kinds the sender is told about] */
const HIDDEN: [string, string, ContactKind[]][] = [
  // Phones as Brazilians write them.
  ['me liga (71) 99999-9999', `me liga ${M}`, ['phone']],
  ['meu cel 71999999999 ok?', `meu cel ${M} ok?`, ['phone']],
  ['+55 71 99999-9999', M, ['phone']],
  ['+55 (71) 9 9999-9999', M, ['phone']],
  ['5571999999999', M, ['phone']],
  ['(011) 98765-4321', M, ['phone']],
  ['71 9 8765 4321', M, ['phone']],
  ['71.98765.4321', M, ['phone']],
  ['fixo (71) 3333-4444', `fixo ${M}`, ['phone']],
  ['só o número: 98765-4321', `só o número: ${M}`, ['phone']],
  ['987654321', M, ['phone']],
  ['3333-4444 à tarde', `${M} à tarde`, ['phone']],
  ['7 1 9 8 7 6 5 4 3 2 1', M, ['phone']],
  ['(71)99999-9999', M, ['phone']],
  ['call me at +55 71 99999 9999 tonight', `call me at ${M} tonight`, ['phone']],
  ['sete um nove oito sete seis cinco quatro três dois um', M, ['phone']],
  ['Sete Um Nove Oito Sete Meia Cinco Quatro Tres Dois Um', M, ['phone']],
  ['71 nove oito sete seis cinco quatro três dois um', M, ['phone']],
  ['seven one nine eight seven six five four three two one', M, ['phone']],
  ['dois números: 71 99999-9999 e 71 3333-4444', `dois números: ${M} e ${M}`, ['phone']],
  // E-mails, also spelled out.
  ['escreve pra fulana.silva@gmail.com', `escreve pra ${M}`, ['email']],
  ['fulana arroba gmail ponto com', M, ['email']],
  ['fulana(at)gmail(dot)com', M, ['email']],
  ['fulana [at] hotmail . com . br', `${M}`, ['email']],
  ['contato@empresa.com.br.', `${M}.`, ['email']],
  // Handles, links and apps.
  ['me segue @fulana_eventos', `me segue ${M}`, ['handle']],
  ['veja https://instagram.com/fulana', `veja ${M}`, ['link']],
  ['www.fulanaeventos.com.br/portfolio', M, ['link']],
  ['fulanaeventos.com.br', M, ['link']],
  ['chama em wa.me/5571999999999', `chama em ${M}`, ['link']],
  ['t.me/fulana', M, ['link']],
  ['me chama no zap', `me chama no ${M}`, ['app']],
  ['manda no WhatsApp', `manda no ${M}`, ['app']],
  ['whats app ou insta', `${M} ou ${M}`, ['app']],
  ['tenho Telegram', `tenho ${M}`, ['app']],
  ['zap 71 99999-9999 ou fulana@x.com', `${M} ${M} ou ${M}`, ['app', 'phone', 'email']],
]

/** Prices, dates, CEPs, quantities, documents of the deal itself: left as written. */
const KEPT = [
  'O valor é R$ 1.500,00 por dia',
  'Orçamento de R$ 10.000.000,00',
  'R$ 12345678',
  'Desconto de 15%',
  'O evento é em 25/12/2026 das 18h às 23h30',
  'Data: 25.12.2026',
  'Data: 2026-12-25',
  'Entregar no CEP 40000-000',
  'CEP 40015970',
  'Quero 5000 canetas e 2000 chaveiros',
  'Quantidade: 100000 unidades',
  'Lote 12345 da nota 678',
  'Tamanhos 10, 12, 14 e 16',
  'Pedido nº 2026001',
  'meia hora antes, umas duas pessoas',
  'um dois três, testando',
  'Obrigada.me avise quando puder',
  'O sinal está fraco no local',
  'instalação às 8h',
  'Horário 08:00-12:00 e 14:00-18:00',
  'CPF 123.456.789-09 na nota',
  'The budget is R$ 2.500,00 for 300 units, delivery 12/01/2027',
]

describe('maskContacts', () => {
  it.each(HIDDEN)('hides %j', (input, seen, kinds) => {
    const result = maskContacts(input)
    expect(result.text).toBe(seen)
    expect(result.found).toEqual(kinds)
  })

  it.each(KEPT)('keeps %j', (input) => {
    expect(maskContacts(input)).toEqual({ text: input, found: [] })
  })
})
