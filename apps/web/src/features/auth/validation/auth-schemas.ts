/** The shared auth schemas, loaded on demand by the sign-in and sign-up forms (decision 006). */
export { ZLoginInput, ZRegisterInput } from '@copyvest/shared';
