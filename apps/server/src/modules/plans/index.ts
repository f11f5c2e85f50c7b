/** What other modules, the plugins and the app use of plans; the rest of the folder is its own. */
export { createPlan } from './create-plan.ts';
export { deletePlan } from './delete-plan.ts';
export { planRoutes } from './routes.ts';
export { seedStarterPlans } from './seed-starter-plans.ts';
export { type PlanRow } from './to-plan-dto.ts';
export { updatePlan } from './update-plan.ts';
