/** A CNPJ with its two check digits computed from the first twelve (demo data only). */
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
