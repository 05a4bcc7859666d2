import { createHash } from 'node:crypto'
import { escapeHtml } from '../../../platform/html.ts'

/** Asaas's bank code (461) and the real currency (9): the stand-in's boletos look like Asaas's. */
const BANK = '461'
const CURRENCY = '9'
/** FEBRABAN's due-date factor counts days from 1997-10-07 (1000 … 9999, then wraps to 1000). */
const FACTOR_BASE = Date.UTC(1997, 9, 7)

function mod10(digits: string): number {
  let sum = 0
  let weight = 2
  for (let i = digits.length - 1; i >= 0; i--) {
    const p = Number(digits[i]) * weight
    sum += p > 9 ? p - 9 : p
    weight = weight === 2 ? 1 : 2
  }
  return (10 - (sum % 10)) % 10
}

function mod11(digits: string): number {
  let sum = 0
  let weight = 2
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight
    weight = weight === 9 ? 2 : weight + 1
  }
  const dv = 11 - (sum % 11)
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv
}

/**
 * A FEBRABAN bank slip of a charge: the 44-digit barcode and its 47-digit "linha digitável",
 * with the check digits banks verify (mod 10 per field, mod 11 for the whole). The free field is
 * derived from the charge id, so one charge always has the same slip.
 */
export function boletoOf(chargeId: string, valueCents: number, dueDate: string) {
  const days = Math.round((Date.parse(`${dueDate}T00:00:00Z`) - FACTOR_BASE) / 86_400_000)
  const factor = String(days > 9999 ? ((days - 1000) % 9000) + 1000 : days).padStart(4, '0')
  const value = String(valueCents).padStart(10, '0')
  const hash = createHash('sha256').update(chargeId).digest()
  const free = Array.from(hash.subarray(0, 25), (b) => String(b % 10)).join('')
  const head = `${BANK}${CURRENCY}`
  const dv = mod11(`${head}${factor}${value}${free}`)
  const barCode = `${head}${dv}${factor}${value}${free}`
  const f1 = `${head}${free.slice(0, 5)}`
  const f2 = free.slice(5, 15)
  const f3 = free.slice(15, 25)
  const line = `${f1}${mod10(f1)}${f2}${mod10(f2)}${f3}${mod10(f3)}${dv}${factor}${value}`
  return { barCode, identificationField: line, nossoNumero: free.slice(0, 10) }
}

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

/** The stand-in's bank slip page (`bankSlipUrl`): the line, the amount, the due date, a pay button. */
export function slipPage(c: {
  id: string
  value: number
  dueDate: string
  status: string
  open: boolean
  identificationField: string
}): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox Asaas — boleto ${escapeHtml(c.id)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
.note{background:#fff3bf;padding:.5rem .75rem;border-radius:6px}
code{word-break:break-all;display:block;background:#f1f3f5;padding:.5rem;border-radius:6px;font-size:1.1rem}
button{font-size:1rem;padding:.6rem 1rem;margin:.25rem 0;border-radius:6px;border:1px solid #1c7ed6;background:#1c7ed6;color:#fff;cursor:pointer}
</style></head><body><main>
<p class="note">Ambiente de testes (sandbox): nenhum dinheiro de verdade é movido.</p>
<h1>Boleto da cobrança ${escapeHtml(c.id)}</h1>
<p>Valor: <strong>${BRL.format(c.value)}</strong> · Vencimento: <strong>${escapeHtml(c.dueDate)}</strong></p>
<p>Linha digitável:</p>
<code data-testid="standin-boleto-line">${escapeHtml(c.identificationField)}</code>
<p>Situação: <strong data-testid="standin-status">${escapeHtml(c.status)}</strong></p>
${
  c.open
    ? `<form method="post" action="/i/${encodeURIComponent(c.id)}/pay"><input type="hidden" name="method" value="boleto">
<button type="submit">Simular pagamento do boleto</button></form>`
    : '<p>Este boleto não está aberto para pagamento.</p>'
}
</main></body></html>`
}
