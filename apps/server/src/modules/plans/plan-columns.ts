import { roiToBasisPoints, type TPlanInput } from '@copyvest/shared';

/** The `plans` columns a create or an edit writes from the admin's input. */
export const planColumns = (input: TPlanInput) => ({
  title: input.title,
  min: input.min,
  max: input.max,
  roiBps: roiToBasisPoints(input.roi),
  days: input.days,
  isRecommended: input.isRecommended ?? false,
  // The label is optional: a request without it keeps the plan's own.
  ...(input.label === undefined ? {} : { label: input.label }),
});
