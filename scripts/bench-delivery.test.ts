import { describe, expect, it } from 'vitest'
import { deliveryLedger, sseParser, type SseEvent } from '../bench/delivery-ledger.ts'

describe('sseParser (bench/delivery-ledger.ts)', () => {
  const parse = (chunks: string[]) => {
    const events: SseEvent[] = []
    const feed = sseParser((e) => events.push(e))
    for (const c of chunks) feed(c)
    return events
  }

  it('reads events split anywhere across chunks, skipping the retry line and heartbeats', () => {
    const stream =
      'retry: 5000\n\nevent: ready\ndata: {"unread":0}\n\n: ping\n\n' +
      'event: message\ndata: {"conversationId":"c1","messageId":7}\n\n'
    const whole = parse([stream])
    expect(whole).toEqual([
      { event: 'ready', data: '{"unread":0}' },
      { event: 'message', data: '{"conversationId":"c1","messageId":7}' },
    ])
    const byChar = parse(stream.split(''))
    expect(byChar).toEqual(whole)
  })

  it('keeps an unfinished block until its blank line arrives', () => {
    const events: SseEvent[] = []
    const feed = sseParser((e) => events.push(e))
    feed('event: message\ndata: {"messageId":1}\n')
    expect(events).toEqual([])
    feed('\n')
    expect(events).toEqual([{ event: 'message', data: '{"messageId":1}' }])
  })

  it('joins data lines, defaults the name to "message" and accepts CRLF', () => {
    expect(parse(['data: a\r\ndata: b\r\n\r\n'])).toEqual([{ event: 'message', data: 'a\nb' }])
  })
})

describe('deliveryLedger (bench/delivery-ledger.ts)', () => {
  it('counts deliveries exactly once, lost, duplicated and misdirected', () => {
    const ledger = deliveryLedger()
    ledger.sent(1, 100, 'bob', 'ana')
    ledger.sent(2, 200, 'ana', 'bob')
    ledger.sent(3, 300, 'bob', 'ana')
    // A stream may hear of a message before its POST answered: recorded in any order.
    ledger.arrived('bob', 4, 400)
    ledger.arrived('bob', 1, 110)
    ledger.arrived('ana', 1, 105)
    ledger.arrived('ana', 2, 230)
    ledger.arrived('bob', 2, 220)
    ledger.arrived('ana', 2, 260)
    ledger.arrived('ana', 3, 301)
    expect(ledger.pending()).toBe(1)
    const s = ledger.summary()
    expect(s).toMatchObject({ expected: 6, once: 4, lost: 1, duplicated: 1, unexpected: 1 })
    // The counterpart's first arrival only: bob 1 (10), ana 2 (30); bob never heard of 3.
    expect(s.latencies).toEqual([10, 30])
    expect(s.max).toBe(30)
  })

  it('takes percentiles over the counterpart latencies', () => {
    const ledger = deliveryLedger()
    for (let i = 1; i <= 100; i++) {
      ledger.sent(i, 0, 'bob', 'ana')
      ledger.arrived('bob', i, i)
      ledger.arrived('ana', i, 0.5)
    }
    const s = ledger.summary()
    expect(s).toMatchObject({ expected: 200, once: 200, lost: 0, p50: 50, p99: 99, max: 100 })
  })
})
