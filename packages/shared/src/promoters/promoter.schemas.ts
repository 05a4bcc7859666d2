// The promoter contract, split by use case (each file ≤ 400 lines); importers keep this path.
export * from './promoter-search.schemas.ts'
export * from './promoter-panel.schemas.ts'
export * from './admin-promoter.schemas.ts'
export * from './promoter.dto.ts'
export * from './admin-promoter.dto.ts'
