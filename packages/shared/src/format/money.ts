const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

/** Money is integer centavos; shown as `R$ 1.234,56` in both languages (spec §9). */
export function formatBRL(cents: number): string {
  // Intl puts a no-break space after R$; a plain space reads the same and copies cleanly.
  return brl.format(cents / 100).replace(/\u00a0/g, ' ')
}

/**
 * Parses "1.234,56" or "1234.56" typed by a person into centavos; undefined when not money. A
 * comma with no decimals yet ("12," half-typed in a money field) reads as whole reais.
 */
export function parseBRL(text: string): number | undefined {
  const clean = text.replace(/R\$|\s/g, '')
  if (!/^\d{1,3}(\.\d{3})*(,\d{0,2})?$|^\d+(,\d{0,2})?$|^\d+(\.\d{1,2})?$/.test(clean))
    return undefined
  // "6.000" and "1.234.567" are thousands to a Brazilian; "1234.56" and "9.5" are decimals.
  const thousandsOnly = /^\d{1,3}(\.\d{3})+$/.test(clean)
  const normalized =
    clean.includes(',') || thousandsOnly ? clean.replace(/\./g, '').replace(',', '.') : clean
  return Math.round(Number(normalized) * 100)
}
