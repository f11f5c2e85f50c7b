/** The code form's shared schema, loaded on demand (zod stays out of the first JavaScript). */
export { ZCodeForm } from '@copyvest/shared';
