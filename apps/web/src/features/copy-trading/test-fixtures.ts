import type {
  TCopy,
  TCopyDetail,
  TTraderPosition,
  TTraderProfile,
  TTraderStats,
  TTraderSummary,
} from '@copyvest/shared';

const at = '2026-03-04T12:00:00.000Z';

export function testStats(overrides: Partial<TTraderStats> = {}): TTraderStats {
  return {
    roi7d: 0.012,
    roi30d: 0.0512,
    roi90d: -0.02,
    roiAll: 0.25,
    winRate: 0.6,
    profitFactor: 1.85,
    avgDurationHours: 12,
    maxDrawdown: 0.1,
    closes: 10,
    trades: 8,
    wins: 6,
    losses: 4,
    computedAt: at,
    ...overrides,
  };
}

export function testTraderSummary(overrides: Partial<TTraderSummary> = {}): TTraderSummary {
  return {
    id: 't1',
    displayName: 'Grace Hopper',
    avatarUrl: null,
    riskLevel: 3,
    minAllocation: 100_00,
    maxAllocation: 10_000_00,
    profitShareBps: 2000,
    index: 125,
    stats: testStats(),
    sparkline: [100, 104, 101, 125],
    followers: 12,
    moneyCopying: 5_000_00,
    active: true,
    ...overrides,
  };
}

export function testPosition(overrides: Partial<TTraderPosition> = {}): TTraderPosition {
  return {
    id: 'pos1',
    instrumentId: 'i1',
    symbol: 'BTC/USD',
    side: 'long',
    sizeBps: 2500,
    entryPrice: '60000',
    lastPrice: '60000',
    openBps: 10000,
    status: 'open',
    openedAt: at,
    closedAt: null,
    ...overrides,
  };
}

export function testTraderProfile(overrides: Partial<TTraderProfile> = {}): TTraderProfile {
  return {
    ...testTraderSummary(),
    strategy: 'Trend following on majors.',
    since: at,
    equityCurve: [
      { at: '2026-03-01T00:00:00.000Z', value: 100 },
      { at: '2026-03-04T00:00:00.000Z', value: 125 },
    ],
    openPositions: [testPosition()],
    history: [
      {
        id: 'c1',
        positionId: 'pos0',
        symbol: 'ETH/USD',
        side: 'short',
        closedBps: 10000,
        entryPrice: '3000',
        exitPrice: '2700',
        pnlIndex: 2.5,
        return: 0.1,
        indexAfter: 125,
        openedAt: at,
        closedAt: at,
        followersSettled: 3,
      },
    ],
    ...overrides,
  };
}

export function testCopy(overrides: Partial<TCopy> = {}): TCopy {
  return {
    id: 'cp1',
    traderId: 't1',
    traderName: 'Grace Hopper',
    status: 'active',
    invested: 500_00,
    equity: 520_00,
    highWaterMark: 520_00,
    realized: 25_00,
    sharesPaid: 5_00,
    openPnl: -3_00,
    returned: null,
    mirrors: [
      {
        id: 1,
        positionId: 'pos1',
        symbol: 'BTC/USD',
        side: 'long',
        sizeBps: 2500,
        entryPrice: '60000',
        lastPrice: '59000',
        equityAtOpen: 510_00,
        openBps: 10000,
        realized: 0,
        openPnl: -3_00,
        status: 'open',
        openedAt: at,
        closedAt: null,
      },
    ],
    createdAt: at,
    stoppedAt: null,
    closedAt: null,
    ...overrides,
  };
}

export function testCopyDetail(overrides: Partial<TCopyDetail> = {}): TCopyDetail {
  return {
    ...testCopy(),
    history: [
      {
        id: 7,
        mirrorId: 2,
        symbol: 'ETH/USD',
        kind: 'trader_close',
        closedBps: 10000,
        exitPrice: '2700',
        computed: -600_00,
        pnl: -520_00,
        capped: 80_00,
        share: 0,
        equityAfter: 0,
        at,
      },
    ],
    ...overrides,
  };
}
