/** The English catalog must have exactly the keys of the pt-BR one (values may differ). */
export type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> }
