import type { DbOrTx } from './db/database.ts'

/**
 * Domain events of the product. Handlers run inside the emitter's transaction, so what they do
 * (e.g. cancelling a suspended account's active ads and offers) commits or rolls back with it.
 */
export type DomainEvent =
  { type: 'account.suspended'; userId: string } | { type: 'account.reactivated'; userId: string }

export type DomainEventType = DomainEvent['type']
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>
export type EventHandler<T extends DomainEventType> = (
  tx: DbOrTx,
  event: EventOf<T>,
) => Promise<void> | void

const handlers = new Map<DomainEventType, Set<EventHandler<DomainEventType>>>()

/** Subscribes to one event type; returns the unsubscribe function. Modules call it at load. */
export function on<T extends DomainEventType>(type: T, handler: EventHandler<T>): () => void {
  let set = handlers.get(type)
  if (!set) {
    set = new Set()
    handlers.set(type, set)
  }
  set.add(handler as unknown as EventHandler<DomainEventType>)
  return () => set.delete(handler as unknown as EventHandler<DomainEventType>)
}

/** Runs every handler of the event, one after the other, in the caller's transaction. */
export async function emit(tx: DbOrTx, event: DomainEvent): Promise<void> {
  for (const handler of handlers.get(event.type) ?? []) await handler(tx, event)
}
