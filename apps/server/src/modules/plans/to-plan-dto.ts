import { basisPointsToPercent, type TPlan } from '@copyvest/shared';
import type { plans } from '../../db/schema.ts';

export type PlanRow = typeof plans.$inferSelect;

export function toPlanDto(row: PlanRow): TPlan {
  return {
    $id: row.id,
    $createdAt: row.createdAt.toISOString(),
    $updatedAt: row.updatedAt.toISOString(),
    title: row.title,
    min: row.min,
    max: row.max,
    roi: basisPointsToPercent(row.roiBps),
    days: row.days,
    isRecommended: row.isRecommended,
    label: row.label,
  };
}
