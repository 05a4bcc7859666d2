import { escapeHtml } from '../../../platform/html.ts'

export interface PayPageCharge {
  id: string
  value: number
  status: string
  deleted?: boolean
  description?: string | null
  pixPayload: string
  qrDataUrl: string
}

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

/**
 * The stand-in's hosted payment page (what the provider's `invoiceUrl` shows): the Pix code to
 * copy, a button that plays the payer's bank paying it, and a card form that plays the provider's
 * own card capture. Sandbox only; labelled as such on the page.
 */
export function payPage(c: PayPageCharge): string {
  const open = !c.deleted && (c.status === 'PENDING' || c.status === 'OVERDUE')
  const action = `/i/${encodeURIComponent(c.id)}/pay`
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox Asaas — cobrança ${escapeHtml(c.id)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
.note{background:#fff3bf;padding:.5rem .75rem;border-radius:6px}
code{word-break:break-all;display:block;background:#f1f3f5;padding:.5rem;border-radius:6px}
button{font-size:1rem;padding:.6rem 1rem;margin:.25rem 0;border-radius:6px;border:1px solid #1c7ed6;background:#1c7ed6;color:#fff;cursor:pointer}
label{display:block;margin:.5rem 0 .2rem}input{font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box}
fieldset{border:1px solid #dee2e6;border-radius:6px;margin:1rem 0}
</style></head><body><main>
<p class="note">Ambiente de testes (sandbox): nenhum dinheiro de verdade é movido.</p>
<h1>Cobrança ${escapeHtml(c.id)}</h1>
<p>${escapeHtml(c.description ?? '')}</p>
<p>Valor: <strong data-testid="standin-value">${BRL.format(c.value)}</strong></p>
<p>Situação: <strong data-testid="standin-status">${escapeHtml(c.status)}</strong></p>
${
  open
    ? `<fieldset><legend>Pix</legend>
<img src="${c.qrDataUrl}" alt="QR code Pix" width="200" height="200">
<code>${escapeHtml(c.pixPayload)}</code>
<form method="post" action="${action}"><input type="hidden" name="method" value="pix">
<button type="submit">Simular pagamento Pix</button></form></fieldset>
<fieldset><legend>Cartão de crédito</legend>
<form method="post" action="${action}"><input type="hidden" name="method" value="card">
<label for="number">Número do cartão</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" value="4111 1111 1111 1111">
<label for="holder">Nome impresso</label><input id="holder" name="holder" autocomplete="cc-name">
<button type="submit">Pagar com cartão</button></form></fieldset>`
    : '<p>Esta cobrança não está aberta para pagamento.</p>'
}
</main></body></html>`
}
